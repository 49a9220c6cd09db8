import { useRef } from 'react';
import { Button } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { useNotify } from 'react-admin';
import { ACCEPTED_UPLOAD_EXTENSIONS } from '@clearline/shared';
import {
  addFiles,
  duplicateError,
  effectiveLimits,
  useServerUploadLimits,
  type ServerUploadLimits,
  type UploadLimits,
} from '../../../components/upload';

export interface FilePickButtonProps {
  label: string;
  /** accepted extensions without the dot (narrowed to what the server accepts); default: the server's accepted types */
  accept?: UploadLimits['accept'];
  disabled?: boolean;
  /** an accessible name when the label alone is ambiguous (one button per row) */
  ariaLabel?: string;
  /** the files the record already has: picking one of them again (same name and size) is refused */
  existing?: ReadonlyArray<{ name: string | null; size: number | null }>;
  onPicked: (file: File) => void;
}

/**
 * The limits of one picked file: the server's (GET /documents/limits: accepted types, size), narrowed to
 * `accept` when given; the product's accepted types until the server has answered.
 */
export function filePickLimits(
  accept: UploadLimits['accept'],
  server: ServerUploadLimits | undefined,
): UploadLimits & { accept: readonly string[] } {
  const limits = effectiveLimits({ accept, maxFiles: 1 }, server);
  return { ...limits, accept: limits.accept ?? ACCEPTED_UPLOAD_EXTENSIONS };
}

/**
 * A button that opens the file chooser and hands over one file, checked first with the shared upload
 * rules and the server's limits (type, size, a duplicate of an `existing` file; the spec's messages as
 * error toasts). The server checks again from the bytes.
 */
export const FilePickButton = ({ label, accept: asked, disabled, ariaLabel, existing = [], onPicked }: FilePickButtonProps) => {
  const input = useRef<HTMLInputElement>(null);
  const limits = filePickLimits(asked, useServerUploadLimits());
  const { accept } = limits;
  const notify = useNotify();
  const pick = (list: FileList | null) => {
    const { files, errors } = addFiles<File>([], Array.from(list ?? []), limits);
    const duplicate = files[0] && duplicateError(existing, files[0]);
    for (const e of duplicate ? [...errors, duplicate] : errors) notify(e, { type: 'error' });
    if (files[0] && !duplicate) onPicked(files[0]);
  };
  return (
    <>
      <Button size="small" startIcon={<UploadIcon />} disabled={disabled} onClick={() => input.current?.click()} aria-label={ariaLabel}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept.map((a) => `.${a}${a === 'jpg' ? ',.jpeg' : ''}`).join(',')}
        onChange={(e) => {
          pick(e.target.files);
          e.target.value = '';
        }}
      />
    </>
  );
};
