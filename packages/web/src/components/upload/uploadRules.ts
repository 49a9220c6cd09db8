import { formatBytes, UPLOAD_DEFAULTS, UPLOAD_MESSAGES } from '@clearline/shared';

export interface UploadLimits {
  /** accepted extensions without the dot, e.g. ['pdf', 'docx'] */
  accept?: readonly string[];
  /** bytes; default 25 MB */
  maxSize?: number;
  /** bytes; default 1 */
  minSize?: number;
  /** default 1 */
  maxFiles?: number;
}

export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

export const DEFAULT_MAX_SIZE = UPLOAD_DEFAULTS.maxSizeMb * 1024 * 1024;

const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/**
 * Adds newly picked files to the current ones (spec 02 §5): duplicates (same name and size) are
 * skipped; each file is checked for type and size; the total may not exceed maxFiles. Returns the
 * accepted list and the messages of what was refused.
 */
export function addFiles<T extends PickedFile>(current: T[], picked: T[], limits: UploadLimits = {}): { files: T[]; errors: string[] } {
  const maxSize = limits.maxSize ?? DEFAULT_MAX_SIZE;
  const minSize = limits.minSize ?? 1;
  const maxFiles = limits.maxFiles ?? UPLOAD_DEFAULTS.maxFiles;
  const accept = limits.accept?.map((a) => a.toLowerCase().replace(/^\./, ''));
  const files = [...current];
  const errors: string[] = [];
  for (const f of picked) {
    if (files.some((x) => x.name === f.name && x.size === f.size)) continue;
    const ext = extensionOf(f.name);
    if (accept && !(accept.includes(ext) || (ext === 'jpeg' && accept.includes('jpg')))) {
      errors.push(UPLOAD_MESSAGES.wrongType(f.name, f.type || ext || 'unknown'));
      continue;
    }
    if (f.size > maxSize) {
      errors.push(UPLOAD_MESSAGES.tooLarge(f.name, formatBytes(maxSize)));
      continue;
    }
    if (f.size < minSize) {
      errors.push(UPLOAD_MESSAGES.tooSmall(f.name, formatBytes(minSize)));
      continue;
    }
    if (files.length >= maxFiles) {
      errors.push(UPLOAD_MESSAGES.tooMany(maxFiles));
      break;
    }
    files.push(f);
  }
  return { files, errors };
}

/**
 * The message refusing a picked file the record already has: the same name and size (spec 02 §5
 * identifies duplicates so), e.g. a document uploaded twice.
 */
export function duplicateError(
  existing: ReadonlyArray<{ name: string | null; size: number | null }>,
  picked: PickedFile,
): string | undefined {
  return existing.some((x) => x.name === picked.name && x.size === picked.size) ? UPLOAD_MESSAGES.duplicate(picked.name) : undefined;
}

/** The message when the upload is required and nothing was chosen. */
export const requiredError = (files: unknown[], required: boolean): string | undefined =>
  required && !files.length ? UPLOAD_MESSAGES.required : undefined;

/** The answer of GET /documents/limits: what the server accepts (system settings). */
export interface ServerUploadLimits {
  maxBytes: number;
  maxFiles: number;
  accepted: string[];
}

/**
 * The limits a picker checks: the server's, narrowed by what the caller asks (a caller cannot widen
 * them: the server would refuse the upload anyway). Before the server answers, the caller's limits
 * or the product defaults apply.
 */
export function effectiveLimits(props: UploadLimits, server?: ServerUploadLimits): UploadLimits {
  if (!server) return props;
  const norm = (a: string) => a.toLowerCase().replace(/^\./, '');
  const serverTypes = server.accepted.map(norm);
  return {
    ...props,
    maxSize: Math.min(props.maxSize ?? server.maxBytes, server.maxBytes),
    maxFiles: Math.min(props.maxFiles ?? server.maxFiles, server.maxFiles),
    accept: props.accept ? props.accept.filter((a) => serverTypes.includes(norm(a))) : serverTypes,
  };
}
