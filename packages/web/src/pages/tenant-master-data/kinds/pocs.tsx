import { BooleanField, DataTable, FunctionField } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { DEFAULT_TENANT_POC_TYPE, labelOf, TENANT_POC_MESSAGES as P, TENANT_POC_TYPES } from '@clearline/shared';
import type { Schema } from '../../../api/client';
import { ChoiceArrayInput, ChoiceInput, emailField, FlagInput, LimitedTextInput, requiredField } from '../../../components/inputs';
import { usePersonnelChoices } from '../../../lib/choices';
import { useFacilityChoices } from '../../../lib/facilityChoices';
import { DialogList, masterDataResource, type MasterDataKind } from '../../../lib/master-data';

const L = P.labels;
const Col = DataTable.Col;
type Poc = Schema<'TenantPocDto'>;

const resource = masterDataResource({
  name: 'tenant-pocs',
  apiPath: 'tenant-master-data/poc',
  module: 'TENANT_MASTER',
  one: 'point of contact',
  many: 'points of contact',
});

const PersonInput = () => {
  const people = usePersonnelChoices();
  return <ChoiceInput source="personnelId" label={L.personnelId} options={people.data ?? []} required />;
};

/** Specific facilities are required unless Select All Facilities is on, which clears and disables them (spec 03 §5). */
const FacilityInputs = () => {
  const { setValue, trigger } = useFormContext();
  const all = useWatch({ name: 'selectAllFacilities' }) === true;
  const facilities = useFacilityChoices();
  return (
    <>
      <FlagInput
        source="selectAllFacilities"
        label={L.selectAllFacilities}
        onChange={(e: { target: { checked: boolean } }) => {
          if (e.target.checked) setValue('assignedCageCodes', [], { shouldDirty: true });
          void trigger('assignedCageCodes');
        }}
      />
      <ChoiceArrayInput
        source="assignedCageCodes"
        label={L.assignedCageCodes}
        options={facilities.data ?? []}
        isPending={facilities.isPending}
        disabled={all}
        validate={all ? undefined : requiredField(L.assignedCageCodes)}
      />
    </>
  );
};

/** Point of Contacts (spec 03 §3, §5): a person of the tenant by type, for every facility or some. */
export const pocsKind: MasterDataKind = {
  key: 'pocs',
  label: P.title,
  render: () => (
    <DialogList
      resource={resource}
      item={P.item}
      sort={{ field: 'pocType', order: 'ASC' }}
      defaults={{ pocType: DEFAULT_TENANT_POC_TYPE, selectAllFacilities: true, assignedCageCodes: [] }}
      toForm={(r) => ({
        pocType: r.pocType,
        personnelId: r.personnelId,
        teamEmailAddress: r.teamEmailAddress,
        selectAllFacilities: r.selectAllFacilities,
        assignedCageCodes: r.assignedCageCodes,
        version: r.version,
      })}
      wide
      columns={
        <>
          <Col source="pocType" label={L.pocType} render={(r: Poc) => labelOf(TENANT_POC_TYPES, r.pocType)} />
          <Col source="personnelName" label={L.personnelId} disableSort />
          <Col source="teamEmailAddress" label={L.teamEmailAddress} disableSort />
          <Col source="selectAllFacilities" label={L.selectAllFacilities} disableSort>
            <BooleanField source="selectAllFacilities" />
          </Col>
          <Col source="facilityNames" label={L.assignedCageCodes} disableSort>
            <FunctionField<Poc> render={(r) => (r.selectAllFacilities ? P.allFacilities : r.facilityNames.join(', '))} />
          </Col>
        </>
      }
      inputs={
        <>
          <ChoiceInput source="pocType" label={L.pocType} options={TENANT_POC_TYPES} required />
          <PersonInput />
          <LimitedTextInput source="teamEmailAddress" label={L.teamEmailAddress} validate={emailField()} />
          <FacilityInputs />
        </>
      }
    />
  ),
};
