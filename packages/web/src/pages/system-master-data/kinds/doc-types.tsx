import { BooleanField, DataTable } from 'react-admin';
import {
  DOC_OBJECT_TYPE,
  labelOf,
  MASTER_DATA_ITEMS,
  MASTER_DATA_LABELS as L,
  SYSTEM_MASTER_DATA_KINDS,
  TEXT_LIMITS,
} from '@clearline/shared';
import type { Schema } from '../../../api/client';
import { ChoiceInput, DateInput, FlagInput, LimitedTextInput, NumberFieldInput, wholeNumberField } from '../../../components/inputs';
import { DialogList, masterDataResource, type MasterDataKind } from '../../../lib/master-data';
import { formatDate } from '../../../lib/dates';

const resource = masterDataResource({
  name: 'system-doc-types',
  apiPath: 'system-master-data/doc-type',
  module: 'MASTER_DATA',
  one: 'document type',
  many: 'document types',
});

const Col = DataTable.Col<Schema<'DocTypeView'>>;

export const docTypesKind: MasterDataKind = {
  key: 'doc-types',
  label: SYSTEM_MASTER_DATA_KINDS.docTypes,
  render: () => (
    <DialogList
      resource={resource}
      sort={{ field: 'objectTypeEnum', order: 'ASC' }}
      item={MASTER_DATA_ITEMS.docType}
      defaults={{ docLocked: false, sortOrder: 0 }}
      columns={
        <>
          <Col source="objectTypeEnum" label={L.objectType} render={(r) => labelOf(DOC_OBJECT_TYPE, r.objectTypeEnum)} />
          <Col source="docTitle" label={L.docTitle} />
          <Col source="fileName" label={L.fileName} disableSort />
          <Col source="endDate" label={L.endDate} render={(r) => formatDate(r.endDate)} />
          <Col source="docLocked" label={L.docLocked} disableSort>
            <BooleanField source="docLocked" />
          </Col>
          <Col source="sortOrder" label={L.sortOrder} />
        </>
      }
      inputs={
        <>
          <ChoiceInput source="objectTypeEnum" label={L.objectType} options={DOC_OBJECT_TYPE} required />
          <LimitedTextInput source="docTitle" label={L.docTitle} required />
          <LimitedTextInput source="fileName" label={L.fileName} max={TEXT_LIMITS.fileName} />
          <DateInput source="endDate" label={L.endDate} />
          <FlagInput source="docLocked" label={L.docLocked} />
          <NumberFieldInput source="sortOrder" label={L.sortOrder} validate={wholeNumberField(L.sortOrder, 0, 100000)} />
        </>
      }
    />
  ),
};
