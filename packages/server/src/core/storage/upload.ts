import { formatBytes, UPLOAD_MESSAGES } from '@clearline/shared';
import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { checkFileType } from './file-sniff';

export interface UploadedFilePart {
  originalname: string;
  /** the content type the client claims (never trusted: types are sniffed from the bytes) */
  mimetype?: string;
  buffer: Buffer;
  size: number;
}

/** The files UploadInterceptor parsed from a multipart request (none for a JSON request). */
export const filesOf = (req: Request): UploadedFilePart[] | undefined => (req as Request & { files?: UploadedFilePart[] }).files;

/** The one file of a single-file upload: 400 for several, for an empty file, or (when `required`) for none. */
export function singleFile(files: UploadedFilePart[] | undefined, required: boolean): UploadedFilePart | undefined {
  const list = files ?? [];
  if (required && !list.length) throw new BadRequestException(UPLOAD_MESSAGES.required);
  if (list.length > 1) throw new BadRequestException(UPLOAD_MESSAGES.tooMany(1));
  const f = list[0];
  if (f && f.size === 0) throw new BadRequestException(UPLOAD_MESSAGES.tooSmall(f.originalname, formatBytes(1)));
  return f;
}

/** The upload limits the server enforces, from the system settings MAX_UPLOAD_MB, MAX_UPLOAD_FILES and ACCEPTED_UPLOAD_TYPES. */
export interface UploadLimits {
  maxBytes: number;
  maxFiles: number;
  /** accepted file-name extensions without the dot, e.g. pdf, docx */
  accepted: string[];
}

/** Where the upload limits come from (the settings module provides it): read on every upload. */
export interface UploadLimitsSource {
  uploadLimits(): Promise<UploadLimits>;
}

/** The injection token of the UploadLimitsSource. */
export const UPLOAD_LIMITS = Symbol('UPLOAD_LIMITS');

/** What an upload route accepts of one file. */
export interface UploadPolicy {
  /** accepted file-name extensions without the dot; the content must be of the extension's kind */
  accepted: readonly string[];
  /** the largest accepted size in bytes (unset: the multipart limit already applied) */
  maxBytes?: number;
  /** the status a file of another type answers (default 400) */
  wrongTypeStatus?: HttpStatus;
}

/** A file that passed its policy: the name as sent, the content type sniffed from its bytes, and its bytes. */
export interface AcceptedFile {
  name: string;
  mime: string;
  buffer: Buffer;
  size: number;
}

/**
 * The one check of an uploaded file: not empty, not larger than the policy allows, and of an accepted
 * type by its content (the extension must be accepted and the bytes must be of that kind).
 */
export function acceptUpload(file: UploadedFilePart, policy: UploadPolicy, name = file.originalname): AcceptedFile {
  if (file.size < 1) throw new BadRequestException(UPLOAD_MESSAGES.tooSmall(name, formatBytes(1)));
  if (policy.maxBytes !== undefined && file.size > policy.maxBytes) {
    throw new HttpException(UPLOAD_MESSAGES.tooLarge(name, formatBytes(policy.maxBytes)), HttpStatus.PAYLOAD_TOO_LARGE);
  }
  const type = checkFileType(name, file.buffer, policy.accepted);
  if (!type.ok) throw new HttpException(UPLOAD_MESSAGES.wrongType(name, type.type), policy.wrongTypeStatus ?? HttpStatus.BAD_REQUEST);
  return { name, mime: type.mime, buffer: file.buffer, size: file.size };
}

export class FileTooLargeError extends Error {
  constructor(
    readonly fileName: string,
    readonly maxBytes: number,
  ) {
    super(UPLOAD_MESSAGES.tooLarge(fileName, formatBytes(maxBytes)));
  }
}

/** Keeps each file in memory and stops reading it (naming it) as soon as it exceeds the limit. */
class BoundedMemoryStorage implements multer.StorageEngine {
  constructor(private readonly maxBytes: number) {}

  _handleFile(_req: Request, file: Express.Multer.File, cb: (error?: unknown, info?: Partial<Express.Multer.File>) => void): void {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    file.stream.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > this.maxBytes) {
        done = true;
        file.stream.resume();
        cb(new FileTooLargeError(file.originalname, this.maxBytes));
        return;
      }
      chunks.push(chunk);
    });
    file.stream.on('end', () => {
      if (done) return;
      done = true;
      cb(null, { buffer: Buffer.concat(chunks), size });
    });
    file.stream.on('error', (e: Error) => {
      if (done) return;
      done = true;
      cb(e);
    });
  }

  _removeFile(_req: Request, file: Express.Multer.File, cb: (error: Error | null) => void): void {
    (file as { buffer?: Buffer }).buffer = undefined;
    cb(null);
  }
}

/**
 * Reads a multipart upload (files in the field "file") with the limits of the system settings
 * MAX_UPLOAD_MB and MAX_UPLOAD_FILES, answering the spec's messages when a limit is exceeded.
 */
@Injectable()
export class UploadInterceptor implements NestInterceptor {
  constructor(@Inject(UPLOAD_LIMITS) private readonly limits: UploadLimitsSource) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const { maxBytes, maxFiles } = await this.limits.uploadLimits();
    const parse = multer({
      storage: new BoundedMemoryStorage(maxBytes),
      limits: { files: maxFiles, fields: 20, fieldSize: 64 * 1024, parts: maxFiles + 20 },
      defParamCharset: 'utf8',
    }).array('file');
    await new Promise<void>((resolve, reject) =>
      parse(req, res, (err: unknown) => {
        if (!err) return resolve();
        if (err instanceof FileTooLargeError) return reject(new HttpException(err.message, HttpStatus.PAYLOAD_TOO_LARGE));
        const code = (err as { code?: string }).code;
        if (code === 'LIMIT_FILE_COUNT') return reject(new BadRequestException(UPLOAD_MESSAGES.tooMany(maxFiles)));
        if (code === 'LIMIT_UNEXPECTED_FILE') return reject(new BadRequestException('Send the file in the form field "file"'));
        if (code?.startsWith('LIMIT_')) return reject(new BadRequestException(`The upload form is too large (${code})`));
        reject(new BadRequestException(`The upload could not be read: ${(err as Error).message ?? 'malformed multipart body'}`));
      }),
    );
    return next.handle();
  }
}
