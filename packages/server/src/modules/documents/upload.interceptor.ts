import { formatBytes, type SettingOption, UPLOAD_MESSAGES } from '@clearline/shared';
import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { SettingsService } from '../settings/settings.service';

export interface UploadedFilePart {
  originalname: string;
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

export async function readUploadLimits(settings: SettingsService): Promise<UploadLimits> {
  const [maxMb, maxFiles, accepted] = await Promise.all([
    settings.getSystem<number>('MAX_UPLOAD_MB'),
    settings.getSystem<number>('MAX_UPLOAD_FILES'),
    settings.getSystem<SettingOption[]>('ACCEPTED_UPLOAD_TYPES'),
  ]);
  return { maxBytes: Number(maxMb) * 1024 * 1024, maxFiles: Number(maxFiles), accepted: accepted.map((o) => o.value) };
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
  constructor(private readonly settings: SettingsService) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const { maxBytes, maxFiles } = await readUploadLimits(this.settings);
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
