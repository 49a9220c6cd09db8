import { Box, Typography } from '@mui/material';
import { BooleanField, DataTable, useRecordContext } from 'react-admin';
import {
  DEFAULT_COUNTRY_ID,
  MASTER_DATA_DEFAULTS,
  MASTER_DATA_ITEMS,
  MASTER_DATA_LABELS as L,
  MASTER_DATA_MESSAGES as M,
  SYSTEM_MASTER_DATA_KINDS,
} from '@clearline/shared';
import type { Schema } from '../../../api/client';
import {
  CountrySelect,
  emailField,
  FlagInput,
  LimitedTextInput,
  PhoneInput,
  StateInput,
  ZipInput,
  inlineError,
  type FieldValidator,
} from '../../../components/inputs';
import { DialogList, masterDataResource, type MasterDataKind } from '../../../lib/master-data';

type Csa = Schema<'CsaView'>;

const resource = masterDataResource({
  name: 'system-csa',
  apiPath: 'system-master-data/csa',
  module: 'MASTER_DATA',
  one: 'cognizant security authority',
  many: 'cognizant security authorities',
});

/** 'Point Of Contact Email is not valid' (spec 03 §5). */
export const pocEmail: FieldValidator = (value, all) => (emailField()(value, all) ? inlineError(M.pocEmail) : undefined);

/** The row detail panel: the address and the second contact (height 50, one open at a time). */
const CsaDetail = () => {
  const r = useRecordContext<Csa>();
  if (!r) return null;
  const address = [r.streetAddress1, r.streetAddress2, r.city, r.stateCode, r.zipCode].filter(Boolean).join(', ');
  const contacts = [r.poc1ContactEmail, r.poc1PhoneNumber, r.poc2ContactEmail, r.poc2PhoneNumber].filter(Boolean).join(' · ');
  return (
    <Box sx={{ px: 2, py: 0.5 }} data-testid="csa-detail">
      <Typography variant="body2">{address}</Typography>
      <Typography variant="body2" color="text.secondary">
        {contacts}
      </Typography>
    </Box>
  );
};

const Col = DataTable.Col<Csa>;

export const csaKind: MasterDataKind = {
  key: 'csa',
  label: SYSTEM_MASTER_DATA_KINDS.csa,
  render: () => (
    <DialogList
      resource={resource}
      sort={{ field: 'officeName', order: 'ASC' }}
      item={MASTER_DATA_ITEMS.csa}
      defaults={{ naesoc: MASTER_DATA_DEFAULTS.csaNaesoc, countryId: DEFAULT_COUNTRY_ID }}
      detail={<CsaDetail />}
      detailHeight={50}
      wide
      columns={
        <>
          <Col source="officeName" label={L.officeName} />
          <Col source="city" label={L.city} />
          <Col source="stateCode" label={L.state} />
          <Col source="poc1ContactEmail" label={L.poc1ContactEmail} disableSort />
          <Col source="naesoc" label={L.naesoc}>
            <BooleanField source="naesoc" />
          </Col>
        </>
      }
      inputs={
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
          <LimitedTextInput source="officeName" label={L.officeName} required />
          <LimitedTextInput source="streetAddress1" label={L.streetAddress1} required />
          <LimitedTextInput source="streetAddress2" label={L.streetAddress2} />
          <LimitedTextInput source="city" label={L.city} required />
          <CountrySelect source="countryId" label={L.country} required />
          <StateInput source="stateCode" label={L.state} />
          <ZipInput source="zipCode" zipLabel="Office" label={L.zipCode} />
          <FlagInput source="naesoc" label={L.naesoc} />
          <LimitedTextInput source="poc1ContactEmail" label={L.poc1ContactEmail} validate={pocEmail} />
          <PhoneInput source="poc1PhoneNumber" label={L.poc1PhoneNumber} />
          <LimitedTextInput source="poc2ContactEmail" label={L.poc2ContactEmail} validate={pocEmail} />
          <PhoneInput source="poc2PhoneNumber" label={L.poc2PhoneNumber} />
        </Box>
      }
    />
  ),
};
