import { BooleanField, DataTable } from 'react-admin';
import {
  ANNUAL_TRAINING_MESSAGES as T,
  ANNUAL_TRAINING_REMINDER_MAX,
  ANNUAL_TRAINING_REMINDER_MIN,
  ANNUAL_TRAINING_TYPE,
  DEFAULT_ANNUAL_TRAINING_TYPE,
} from '@clearline/shared';
import { api, type Schema } from '../../../api/client';
import { ChoiceArrayInput, ChoiceInput, DateInput, FlagInput, LimitedTextInput } from '../../../components/inputs';
import { formatDate } from '../../../lib/dates';
import { DialogList, masterDataResource, type MasterDataKind } from '../../../lib/master-data';
import { DownloadFileButton, FilePicker, formOf } from './files';

const L = T.labels;
const Col = DataTable.Col;
type Training = Schema<'AnnualTrainingDocumentView'>;

const resource = masterDataResource({
  name: 'annual-training-documents',
  apiPath: 'tenant-master-data/annual-training-required-documents',
  module: 'TENANT_MASTER',
  one: 'annual required training document',
  many: 'annual required training documents',
});

/** Reminders: 1 to 10 days before the deadline (spec 03 §5, §9). */
const REMINDER_DAYS = Array.from({ length: ANNUAL_TRAINING_REMINDER_MAX - ANNUAL_TRAINING_REMINDER_MIN + 1 }, (_, i) => {
  const n = ANNUAL_TRAINING_REMINDER_MIN + i;
  return { id: n, name: `${n} day${n === 1 ? '' : 's'}` };
});
const FIELDS = ['trainingType', 'documentName', 'nextDeadlineDate', 'reminders', 'isActive', 'version'] as const;

const save = async (values: Record<string, unknown>, record?: { id: unknown }) => {
  const body = formOf({ ...values, reminders: ((values.reminders as number[] | undefined) ?? []).join(';') }, FIELDS);
  const path = '/api/v1/tenant-master-data/annual-training-required-documents';
  if (record) await api.PUT(`${path}/{id}`, { params: { path: { id: String(record.id) } }, ...body });
  else await api.POST(path, body);
};

/** Annual Required Training Documents (spec 03 §3, §5, §8): name, type, next deadline, reminders, active, an optional file. */
export const trainingKind: MasterDataKind = {
  key: 'training',
  label: T.title,
  render: () => (
    <DialogList
      resource={resource}
      item="Annual Required Training Document"
      toasts={{ added: T.added, edited: T.edited, addFailed: T.addFailed, editFailed: T.editFailed }}
      sort={{ field: 'documentName', order: 'ASC' }}
      defaults={{ trainingType: DEFAULT_ANNUAL_TRAINING_TYPE, isActive: true, reminders: [] }}
      toForm={(r) => ({ ...r, reminders: r.reminders ? String(r.reminders).split(';').map(Number) : [] })}
      save={save}
      rowActions={<DownloadFileButton nameField="filename" />}
      columns={
        <>
          <Col source="documentName" label={L.documentName} />
          <Col source="nextDeadlineDate" label={L.nextDeadlineDate} render={(r: Training) => formatDate(r.nextDeadlineDate)} />
          <Col source="reminders" label={L.reminders} disableSort />
          <Col source="filename" label={L.filename} disableSort />
          <Col source="isActive" label={L.isActive}>
            <BooleanField source="isActive" />
          </Col>
        </>
      }
      inputs={
        <>
          <LimitedTextInput source="documentName" label={L.documentName} required />
          <ChoiceInput source="trainingType" label={L.trainingType} options={ANNUAL_TRAINING_TYPE} required />
          <DateInput source="nextDeadlineDate" label={L.nextDeadlineDate} />
          <ChoiceArrayInput source="reminders" label={L.reminders} options={REMINDER_DAYS as never} />
          <FlagInput source="isActive" label={L.isActive} />
          <FilePicker />
        </>
      }
    />
  ),
};
