import { BadRequestException } from '@nestjs/common';
import { LOGO_MAX_BYTES, TENANT_MESSAGES } from '@clearline/shared';

/** The image type a file's first bytes announce (PNG, JPEG, GIF, WebP), or null. The name is not trusted. */
export function sniffImageType(buf: Buffer): 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (buf.length >= 12 && buf.subarray(0, 4).toString('latin1') === 'RIFF' && buf.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'image/webp';
  }
  return null;
}

export interface UploadedImage {
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

/** Checks an uploaded logo (present, at most 1 MiB, an image by content) and answers its type. */
export function checkLogo(file: UploadedImage | undefined): string {
  if (!file || !file.buffer?.length) throw new BadRequestException(TENANT_MESSAGES.logoRequired);
  if (file.size > LOGO_MAX_BYTES || file.buffer.length > LOGO_MAX_BYTES) {
    throw new BadRequestException(TENANT_MESSAGES.logoTooLarge(file.originalname));
  }
  const type = sniffImageType(file.buffer);
  if (!type) throw new BadRequestException(TENANT_MESSAGES.logoType(file.originalname, file.mimetype || 'unknown'));
  return type;
}
