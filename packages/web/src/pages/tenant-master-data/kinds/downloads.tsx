import { BooleanField, DataTable, FunctionField } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { DOWNLOAD_MESSAGES as D, DOWNLOAD_SECTION_LABELS, labelOf, roleLabel } from '@clearline/shared';
import { api, type Schema } from '../../../api/client';
import { ChoiceArrayInput, ChoiceInput, DateInput, FlagInput, LimitedTextInput, requiredField } from '../../../components/inputs';
import { useRoleChoices } from '../../../lib/choices';
import { useFacilityChoices } from '../../../lib/facilityChoices';
import { formatDate, tenantToday } from '../../../lib/dates';
import { DialogList, masterDataResource, type MasterDataKind } from '../../../lib/master-data';
import { DownloadFileButton, FilePicker, formOf } from './files';

const L = D.labels;
const Col = DataTable.Col;
type Link = Schema<'ManagedDownloadLinkDto'>;

const resource = masterDataResource({
  name: 'download-links',
  apiPath: 'tenant-master-data/downloads',
  listPath: 'tenant-master-data/downloads/all',
  module: 'TENANT_MASTER',
  one: 'download link',
  many: 'download links',
});

const FIELDS = [
  'sectionName',
  'prettyName',
  'description',
  'allowedRoles',
  'selectAllAllowedRoles',
  'allowedFacilities',
  'isActive',
  'validUntilDate',
  'version',
] as const;

const save = async (input: Record<string, unknown>, record?: { id: unknown }) => {
  const path = '/api/v1/tenant-master-data/downloads';
  // no facility picked: an empty field, which the server reads as every facility
  const facilities = input.allowedFacilities as string[] | undefined;
  const values = { ...input, allowedFacilities: facilities?.length ? facilities : '' };
  if (record) await api.PUT(`${path}/{id}`, { params: { path: { id: String(record.id) } }, ...formOf(values, FIELDS) });
  else await api.POST(path, formOf(values, FIELDS));
};

/**
 * Allowed roles are required unless Select All Allowed Roles is ticked, which clears and disables them; the
 * Select All option shows on the add dialog only (spec 03 §5). A link already for every role stays so on edit.
 */
const AudienceInputs = () => {
  const { setValue, trigger, clearErrors } = useFormContext();
  const adding = !useWatch({ name: 'id' });
  const all = useWatch({ name: 'selectAllAllowedRoles' }) === true;
  const forEveryone = useWatch({ name: 'forEveryone' }) === true;
  const roles = useRoleChoices('name');
  return (
    <>
      {adding && (
        <FlagInput
          source="selectAllAllowedRoles"
          label={L.selectAllAllowedRoles}
          onChange={(e: { target: { checked: boolean } }) => {
            if (e.target.checked) {
              setValue('allowedRoles', [], { shouldDirty: true });
              // every role: nothing left to pick (the rule still in force this render would flag the empty list)
              clearErrors('allowedRoles');
            } else void trigger('allowedRoles');
          }}
        />
      )}
      <ChoiceArrayInput
        source="allowedRoles"
        label={L.allowedRoles}
        options={roles.data ?? []}
        isPending={roles.isPending}
        disabled={all}
        helperText={forEveryone ? D.allRoles : undefined}
        validate={all || forEveryone ? undefined : requiredField(L.allowedRoles)}
      />
    </>
  );
};

/** The facilities whose people see the link (spec 03 §3 allowedFacilities); none picked: every facility. */
const FacilitiesInput = () => {
  const facilities = useFacilityChoices();
  return (
    <ChoiceArrayInput
      source="allowedFacilities"
      label={L.allowedFacilities}
      options={facilities.data ?? []}
      isPending={facilities.isPending}
      helperText={`${D.allFacilities} when none is picked`}
    />
  );
};

/** The names of the link's facilities, or All Facilities. */
const FacilitiesCell = ({ ids }: { ids: string[] }) => {
  const facilities = useFacilityChoices();
  if (!ids.length) return <>{D.allFacilities}</>;
  return <>{ids.map((id) => facilities.data?.find((f) => f.id === id)?.name ?? id).join(', ')}</>;
};

/** The roles a link is for, by their display names (the tenant's own roles by theirs); none: every role. */
const RolesCell = ({ names }: { names: string[] }) => {
  const roles = useRoleChoices('name');
  if (!names.length) return <>{D.allRoles}</>;
  return <>{names.map((n) => roles.data?.find((r) => r.id === n)?.name ?? roleLabel(n)).join(', ')}</>;
};

const FileOnAdd = () => <FilePicker required={!useWatch({ name: 'id' })} />;

/** Portal Download Links (spec 03 §3, §4, §5, §8): a file offered in a section to some roles until a date. */
export const downloadsKind: MasterDataKind = {
  key: 'downloads',
  label: D.title,
  render: () => (
    <DialogList
      resource={resource}
      item={D.item}
      toasts={{ added: D.added, edited: D.edited, addFailed: D.addFailed, editFailed: D.editFailed }}
      sort={{ field: 'sectionName', order: 'ASC' }}
      defaults={{
        sectionName: 'GOV',
        isActive: true,
        validUntilDate: tenantToday(),
        selectAllAllowedRoles: false,
        allowedRoles: [],
        allowedFacilities: [],
      }}
      toForm={(r) => ({ ...r, forEveryone: (r.allowedRoles as string[]).length === 0 })}
      save={save}
      wide
      rowActions={<DownloadFileButton nameField="fileName" />}
      columns={
        <>
          <Col source="sectionName" label={L.sectionName} render={(r: Link) => labelOf(DOWNLOAD_SECTION_LABELS, r.sectionName)} />
          <Col source="prettyName" label={L.prettyName} />
          <Col source="fileName" label={L.file} disableSort />
          <Col source="allowedRoles" label={L.allowedRoles} disableSort>
            <FunctionField<Link> render={(r) => <RolesCell names={r.allowedRoles} />} />
          </Col>
          <Col source="allowedFacilities" label={L.allowedFacilities} disableSort>
            <FunctionField<Link> render={(r) => <FacilitiesCell ids={r.allowedFacilities} />} />
          </Col>
          <Col source="validUntilDate" label={L.validUntilDate} render={(r: Link) => formatDate(r.validUntilDate)} />
          <Col source="isActive" label={L.isActive}>
            <BooleanField source="isActive" />
          </Col>
        </>
      }
      inputs={
        <>
          <ChoiceInput source="sectionName" label={L.sectionName} options={DOWNLOAD_SECTION_LABELS} required />
          <LimitedTextInput source="prettyName" label={L.prettyName} required />
          <LimitedTextInput source="description" label={L.description} multiline />
          <AudienceInputs />
          <FacilitiesInput />
          <FlagInput source="isActive" label={L.isActive} />
          <DateInput source="validUntilDate" label={L.validUntilDate} />
          <FileOnAdd />
        </>
      }
    />
  ),
};
