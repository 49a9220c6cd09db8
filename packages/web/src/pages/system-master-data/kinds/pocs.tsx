import { DataTable } from 'react-admin';
import {
  DEFAULT_COUNTRY_ID,
  labelOf,
  MASTER_DATA_DEFAULTS,
  MASTER_DATA_ITEMS,
  MASTER_DATA_LABELS as L,
  MASTER_POC_TYPE,
  SYSTEM_MASTER_DATA_KINDS,
} from '@clearline/shared';
import type { Schema } from '../../../api/client';
import { AddressInputs, ChoiceInput, LimitedTextInput, PhoneInput } from '../../../components/inputs';
import { DialogList, masterDataResource, type MasterDataKind } from '../../../lib/master-data';
import { pocEmail } from './csa';

const resource = masterDataResource({
  name: 'system-pocs',
  apiPath: 'system-master-data/poc',
  module: 'MASTER_DATA',
  one: 'point of contact',
  many: 'points of contact',
});

const Col = DataTable.Col<Schema<'MasterPocView'>>;

export const pocsKind: MasterDataKind = {
  key: 'pocs',
  label: SYSTEM_MASTER_DATA_KINDS.pocs,
  render: () => (
    <DialogList
      resource={resource}
      sort={{ field: 'pocFullName', order: 'ASC' }}
      item={MASTER_DATA_ITEMS.poc}
      defaults={{ pocTypeEnum: MASTER_DATA_DEFAULTS.pocType, countryId: DEFAULT_COUNTRY_ID }}
      toForm={(r) => ({ ...r, countryId: r.countryId ?? DEFAULT_COUNTRY_ID })}
      wide
      columns={
        <>
          <Col source="pocFullName" label={L.pocFullName} />
          <Col source="pocTypeEnum" label={L.pocType} render={(r) => labelOf(MASTER_POC_TYPE, r.pocTypeEnum)} />
          <Col source="title" label={L.title} disableSort />
          <Col source="email" label={L.email} />
          <Col source="phoneNumber" label={L.phoneNumber} disableSort />
        </>
      }
      inputs={
        <>
          <ChoiceInput source="pocTypeEnum" label={L.pocType} options={MASTER_POC_TYPE} required />
          <LimitedTextInput source="pocFullName" label={L.pocFullName} required />
          <LimitedTextInput source="title" label={L.title} />
          <AddressInputs zipLabel="Point Of Contact" />
          <LimitedTextInput source="email" label={L.email} validate={pocEmail} />
          <PhoneInput source="phoneNumber" label={L.phoneNumber} />
        </>
      }
    />
  ),
};
