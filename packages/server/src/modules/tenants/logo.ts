import { BadRequestException } from '@nestjs/common';
import { LOGO_MAX_BYTES, TENANT_MESSAGES } from '@clearline/shared';
import { sniff } from '../../core/storage/file-sniff';
import type { UploadedFilePart } from '../../core/storage/upload';

/** The image kinds a logo may be, by content (the name is not trusted). */
const LOGO_KINDS = new Set(['png', 'jpg', 'gif', 'webp']);

/** Checks an uploaded logo (present, at most 1 MiB, an image by content) and answers its type. */
export function checkLogo(file: UploadedFilePart | undefined): string {
  if (!file || !file.buffer?.length) throw new BadRequestException(TENANT_MESSAGES.logoRequired);
  if (file.size > LOGO_MAX_BYTES || file.buffer.length > LOGO_MAX_BYTES) {
    throw new BadRequestException(TENANT_MESSAGES.logoTooLarge(file.originalname));
  }
  const type = sniff(file.buffer);
  if (!type || !LOGO_KINDS.has(type.kind))
    throw new BadRequestException(TENANT_MESSAGES.logoType(file.originalname, file.mimetype || 'unknown'));
  return type.mime;
}
