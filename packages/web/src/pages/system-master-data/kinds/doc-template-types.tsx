import { Box, Button, FormHelperText, IconButton, Tooltip, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { BooleanField, DataTable, useNotify, useRecordContext, type RaRecord } from 'react-admin';
import { useController, useWatch } from 'react-hook-form';
import {
  DOC_FORMAT_TYPE,
  DOC_OBJECT_TYPE,
  formatBytes,
  labelOf,
  MASTER_DATA_DEFAULTS,
  MASTER_DATA_ITEMS,
  MASTER_DATA_LABELS as L,
  SYSTEM_MASTER_DATA_KINDS,
} from '@clearline/shared';
import { api, dataOf, multipart, type Schema } from '../../../api/client';
import { ChoiceInput, FlagInput, LimitedTextInput } from '../../../components/inputs';
import { offerDownload } from '../../../components/upload/download';
import { DialogList, masterDataResource, type MasterDataKind } from '../../../lib/master-data';
import { dataProvider } from '../../../providers/dataProvider';

type TemplateType = Schema<'DocTemplateTypeView'>;

const resource = masterDataResource({
  name: 'system-doc-template-types',
  apiPath: 'system-master-data/doc-template-type',
  module: 'MASTER_DATA',
  one: 'document template type',
  many: 'document template types',
});

/** The template file: a picked file replaces the stored one on save; the stored file's name is shown. */
const TemplateFileInput = () => {
  const { field } = useController({ name: 'file', defaultValue: null });
  const stored = useWatch({ name: 'fileName' }) as string | null | undefined;
  const picked = field.value as File | null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 1 }}>
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
        {L.file}
        <input hidden type="file" name="file" onChange={(e) => field.onChange(e.target.files?.[0] ?? null)} />
      </Button>
      <Typography variant="body2" color={picked ? 'text.primary' : 'text.secondary'}>
        {picked?.name ?? stored ?? ''}
      </Typography>
      {picked && <FormHelperText sx={{ m: 0 }}>{formatBytes(picked.size)}</FormHelperText>}
    </Box>
  );
};

/** The fields of the body (the form also holds the answer-only file name and the picked file). */
const fieldsOf = (v: Record<string, unknown>) => ({
  objectTypeEnum: v.objectTypeEnum as string,
  formatTypeEnum: v.formatTypeEnum as string,
  templateTypeName: v.templateTypeName as string,
  docName: (v.docName as string | null | undefined) ?? null,
  isActive: v.isActive !== false,
});

/** JSON without a file; with a picked file POST /doc-template-type/file or PUT /{id}/file (multipart). */
async function saveTemplateType(values: Record<string, unknown>, record: RaRecord | undefined): Promise<unknown> {
  const body = fieldsOf(values);
  const file = values.file instanceof File ? values.file : null;
  if (!file) {
    return record
      ? dataProvider.update(resource, { id: record.id, data: body, previousData: record })
      : dataProvider.create(resource, { data: body });
  }
  const form = multipart({
    objectTypeEnum: body.objectTypeEnum,
    formatTypeEnum: body.formatTypeEnum,
    templateTypeName: body.templateTypeName,
    ...(body.docName ? { docName: body.docName } : {}),
    isActive: String(body.isActive),
    file,
  });
  return record
    ? dataOf(
        await api.PUT('/api/v1/system-master-data/doc-template-type/{id}/file', { params: { path: { id: String(record.id) } }, ...form }),
      )
    : dataOf(await api.POST('/api/v1/system-master-data/doc-template-type/file', form));
}

const DownloadButton = () => {
  const record = useRecordContext<TemplateType>();
  const notify = useNotify();
  if (!record?.hasFile) return null;
  const download = async () => {
    const { ok, message } = await offerDownload(
      async () =>
        (
          await api.GET('/api/v1/system-master-data/doc-template-type/{id}/file', {
            params: { path: { id: record.id } },
            parseAs: 'stream',
          })
        ).response,
      record.fileName ?? 'template',
    );
    notify(message, { type: ok ? 'success' : 'error' });
  };
  return (
    <Tooltip title={L.download}>
      <IconButton size="small" aria-label={L.download} onClick={() => void download()}>
        <DownloadIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

const Col = DataTable.Col<TemplateType>;

export const docTemplateTypesKind: MasterDataKind = {
  key: 'doc-template-types',
  label: SYSTEM_MASTER_DATA_KINDS.docTemplateTypes,
  render: () => (
    <DialogList
      resource={resource}
      sort={{ field: 'templateTypeName', order: 'ASC' }}
      item={MASTER_DATA_ITEMS.docTemplateType}
      defaults={{
        objectTypeEnum: MASTER_DATA_DEFAULTS.docTemplateObjectType,
        formatTypeEnum: MASTER_DATA_DEFAULTS.docTemplateFormatType,
        isActive: true,
      }}
      save={saveTemplateType}
      rowActions={<DownloadButton />}
      columns={
        <>
          <Col source="templateTypeName" label={L.templateTypeName} />
          <Col source="objectTypeEnum" label={L.objectType} render={(r) => labelOf(DOC_OBJECT_TYPE, r.objectTypeEnum)} />
          <Col source="formatTypeEnum" label={L.formatType} render={(r) => labelOf(DOC_FORMAT_TYPE, r.formatTypeEnum)} />
          <Col source="docName" label={L.docName} disableSort />
          <Col source="fileName" label={L.file} disableSort />
          <Col source="isActive" label={L.isActive}>
            <BooleanField source="isActive" />
          </Col>
        </>
      }
      inputs={
        <>
          <ChoiceInput source="objectTypeEnum" label={L.objectType} options={DOC_OBJECT_TYPE} required />
          <ChoiceInput source="formatTypeEnum" label={L.formatType} options={DOC_FORMAT_TYPE} required />
          <LimitedTextInput source="templateTypeName" label={L.templateTypeName} required />
          <LimitedTextInput source="docName" label={L.docName} />
          <FlagInput source="isActive" label={L.isActive} />
          <TemplateFileInput />
        </>
      }
    />
  ),
};
