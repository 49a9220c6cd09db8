import { BooleanField, DataTable } from 'react-admin';
import {
  CHECKLIST_TYPE,
  labelOf,
  MASTER_DATA_DEFAULTS,
  MASTER_DATA_ITEMS,
  MASTER_DATA_LABELS as L,
  SYSTEM_MASTER_DATA_KINDS,
} from '@clearline/shared';
import type { Schema } from '../../../api/client';
import { ChoiceInput, FlagInput, LimitedTextInput, NumberFieldInput, wholeNumberField } from '../../../components/inputs';
import { DialogList, masterDataResource, type MasterDataKind } from '../../../lib/master-data';

const resource = masterDataResource({
  name: 'system-checklists',
  apiPath: 'system-master-data/checklist',
  module: 'MASTER_DATA',
  one: 'checklist item',
  many: 'checklist items',
});

const Col = DataTable.Col<Schema<'ChecklistView'>>;

export const checklistsKind: MasterDataKind = {
  key: 'checklists',
  label: SYSTEM_MASTER_DATA_KINDS.checklists,
  render: () => (
    <DialogList
      resource={resource}
      sort={{ field: 'type', order: 'ASC' }}
      item={MASTER_DATA_ITEMS.checklist}
      defaults={{ sequenceNumber: MASTER_DATA_DEFAULTS.checklistSequenceNumber, required: MASTER_DATA_DEFAULTS.checklistRequired }}
      columns={
        <>
          <Col source="type" label={L.type} render={(r) => labelOf(CHECKLIST_TYPE, r.type)} />
          <Col source="name" label={L.name} />
          <Col source="sequenceNumber" label={L.sequenceNumber} />
          <Col source="required" label={L.required}>
            <BooleanField source="required" />
          </Col>
        </>
      }
      inputs={
        <>
          <ChoiceInput source="type" label={L.type} options={CHECKLIST_TYPE} required />
          <LimitedTextInput source="name" label={L.name} required />
          <NumberFieldInput
            source="sequenceNumber"
            label={L.sequenceNumber}
            required
            validate={wholeNumberField(L.sequenceNumber, 0, 100000)}
          />
          <FlagInput source="required" label={L.required} />
        </>
      }
    />
  ),
};
