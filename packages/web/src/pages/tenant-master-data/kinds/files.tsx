import { IconButton, Tooltip } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { FileField, FileInput, useNotify, useRecordContext } from 'react-admin';
import { DOWNLOAD_MESSAGES } from '@clearline/shared';
import { multipart } from '../../../api/client';
import { requiredField } from '../../../components/inputs';
import { downloadDocument } from '../../../components/upload';

/** The value of a react-admin file input: a new file picked in the dialog. */
interface Picked {
  rawFile?: File;
}

/**
 * The multipart options of a record with a file: each value as a form field (lists as repeated fields,
 * null as an empty field), the picked file as "file".
 */
export function formOf(values: Record<string, unknown>, keys: readonly string[]) {
  const fields: Record<string, string | Blob | Blob[]> = {};
  for (const k of keys) {
    const v = values[k];
    if (v === undefined) continue;
    fields[k] = Array.isArray(v) ? (v.map(String) as unknown as Blob[]) : v === null ? '' : String(v);
  }
  const file = (values.file as Picked | undefined)?.rawFile;
  if (file) fields.file = file;
  return multipart(fields);
}

/** The file of the dialog: one file, `required` on add. */
export const FilePicker = ({ required }: { required?: boolean }) => (
  <FileInput
    source="file"
    label={DOWNLOAD_MESSAGES.labels.file}
    multiple={false}
    // the drop zone's file input is hidden: it is named for a screen reader (the visible label names the zone)
    inputProps={{ 'aria-label': DOWNLOAD_MESSAGES.labels.file }}
    validate={required ? requiredField(DOWNLOAD_MESSAGES.labels.file) : undefined}
  >
    <FileField source="src" title="title" />
  </FileInput>
);

/** Row action: the record's stored file (filePath) offered as a download, with the spec's toasts. */
export const DownloadFileButton = ({ nameField }: { nameField: string }) => {
  const record = useRecordContext();
  const notify = useNotify();
  if (!record?.filePath) return null;
  return (
    <Tooltip title={DOWNLOAD_MESSAGES.labels.file}>
      <IconButton
        size="small"
        aria-label={`Download ${String(record[nameField] ?? '')}`}
        onClick={async (e) => {
          e.stopPropagation();
          const r = await downloadDocument(String(record.filePath), String(record[nameField] ?? 'download'));
          notify(r.message, { type: r.ok ? 'success' : 'error' });
        }}
      >
        <DownloadIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};
