import { API_MESSAGES, formatBytes, UPLOAD_MESSAGES } from '@clearline/shared';
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
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { checkFileType } from './file-sniff';

export interface UploadedFilePart {
  originalname: string;
  /** the content type the client claims (never trusted: types are sniffed from the bytes) */
  mimetype?: string;
  buffer: Buffer;
  size: number;
}

const UPLOADED = Symbol('uploadedFiles');
type WithFiles = FastifyRequest & { [UPLOADED]?: UploadedFilePart[] };

/** The files UploadInterceptor parsed from a multipart request (none for a JSON request). */
export const filesOf = (req: FastifyRequest): UploadedFilePart[] | undefined => (req as WithFiles)[UPLOADED];

const FORM = Symbol('uploadForm');

/** Whether a request body holds the fields of a multipart form that UploadInterceptor read (not a JSON body). */
export const isUploadForm = (body: unknown): boolean => typeof body === 'object' && body !== null && FORM in body;

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

/** The 400 of a form over one of the limits (named as the limits were always named). */
const FORM_LIMITS: Record<string, string> = {
  FST_PARTS_LIMIT: 'LIMIT_PART_COUNT',
  FST_FIELDS_LIMIT: 'LIMIT_FIELD_COUNT',
};
const formTooLarge = (limit: string): BadRequestException => new BadRequestException(`The upload form is too large (${limit})`);

/**
 * Reads a multipart upload (files in the field "file") with the limits of the system settings
 * MAX_UPLOAD_MB and MAX_UPLOAD_FILES, answering the spec's messages when a limit is exceeded. The form's
 * other fields become the request body (a repeated name gives an array): a part sent with
 * `Content-Type: application/json` (the `document` part of the document routes, as
 * `curl -F 'document={…};type=application/json'` sends it) as its parsed JSON value, any other part as its text.
 * A request that is not multipart goes on as it is.
 */
@Injectable()
export class UploadInterceptor implements NestInterceptor {
  constructor(@Inject(UPLOAD_LIMITS) private readonly limits: UploadLimitsSource) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<WithFiles>();
    if (!req.isMultipart()) return next.handle();
    const { maxBytes, maxFiles } = await this.limits.uploadLimits();
    const files: UploadedFilePart[] = [];
    const fields: Record<string, unknown> = {};
    try {
      const parts = req.parts({
        limits: { files: maxFiles, fields: 20, fieldSize: 64 * 1024, parts: maxFiles + 20, fileSize: maxBytes },
        defParamCharset: 'utf8',
      } as Parameters<FastifyRequest['parts']>[0]);
      for await (const part of parts) {
        if (part.type === 'file') files.push(await this.read(part, maxBytes));
        else this.field(fields, part);
      }
    } catch (err) {
      throw this.problem(err, maxFiles);
    }
    req[UPLOADED] = files;
    Object.defineProperty(fields, FORM, { value: true });
    req.body = fields;
    return next.handle();
  }

  /** A file part, read into memory; one over the size limit answers 413 naming it. */
  private async read(part: Extract<Multipart, { type: 'file' }>, maxBytes: number): Promise<UploadedFilePart> {
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw new BadRequestException('Send the file in the form field "file"');
    }
    const buffer = await part.toBuffer();
    if (part.file.truncated)
      throw new HttpException(UPLOAD_MESSAGES.tooLarge(part.filename, formatBytes(maxBytes)), HttpStatus.PAYLOAD_TOO_LARGE);
    return { originalname: part.filename, mimetype: part.mimetype, buffer, size: buffer.length };
  }

  private field(fields: Record<string, unknown>, part: Extract<Multipart, { type: 'field' }>): void {
    if (part.valueTruncated) throw formTooLarge('LIMIT_FIELD_VALUE');
    if (part.fieldnameTruncated) throw formTooLarge('LIMIT_FIELD_KEY');
    // the multipart parser has already parsed a part sent as application/json (and refused one that is not JSON)
    const value = part.mimetype === 'application/json' ? part.value : String(part.value);
    const prior = fields[part.fieldname];
    fields[part.fieldname] = prior === undefined ? value : Array.isArray(prior) ? [...prior, value] : [prior, value];
  }

  private problem(err: unknown, maxFiles: number): HttpException {
    if (err instanceof HttpException) return err;
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_FILES_LIMIT') return new BadRequestException(UPLOAD_MESSAGES.tooMany(maxFiles));
    if (code === 'FST_INVALID_JSON_FIELD_ERROR') return new BadRequestException(API_MESSAGES.jsonFormPart);
    if (FORM_LIMITS[code]) return formTooLarge(FORM_LIMITS[code]);
    return new BadRequestException(`The upload could not be read: ${(err as Error).message ?? 'malformed multipart body'}`);
  }
}
