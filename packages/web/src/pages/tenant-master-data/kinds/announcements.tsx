import { MASTER_DATA_LABELS as L } from '@clearline/shared';
import { ChoiceArrayInput } from '../../../components/inputs';
import { announcementColumns, announcementInputs, announcementToForm } from '../../../lib/announcementFields';
import { useRoleChoices } from '../../../lib/choices';
import { DialogList, masterDataResource, type MasterDataKind } from '../../../lib/master-data';

const resource = masterDataResource({
  name: 'tenant-announcements',
  apiPath: 'announcements/TENANT',
  module: 'TENANT_MASTER',
  one: 'tenant announcement',
  many: 'tenant announcements',
});

const RolesInput = () => {
  const roles = useRoleChoices('name');
  return (
    <ChoiceArrayInput
      source="visibilityAllowedRoles"
      label={L.visibilityAllowedRoles}
      options={roles.data ?? []}
      isPending={roles.isPending}
    />
  );
};

/** Tenant Announcements (spec 03 §3, §5, §8): title, text, start and end, active, recipient roles (none: everyone). */
export const announcementsKind: MasterDataKind = {
  key: 'announcements',
  label: 'Tenant Announcements',
  render: () => (
    <DialogList
      resource={resource}
      item="Tenant Announcement"
      sort={{ field: 'announcementStartDate', order: 'DESC' }}
      defaults={{ isActive: true, visibilityAllowedRoles: [] }}
      toForm={announcementToForm}
      wide
      columns={announcementColumns}
      inputs={
        <>
          {announcementInputs}
          <RolesInput />
        </>
      }
    />
  ),
};
