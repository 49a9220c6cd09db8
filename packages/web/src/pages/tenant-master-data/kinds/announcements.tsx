import { BooleanField, DataTable } from 'react-admin';
import { MASTER_DATA_LABELS as L } from '@clearline/shared';
import { ChoiceArrayInput, DateInput, FlagInput, LimitedTextInput } from '../../../components/inputs';
import { day, endRule, startRule } from '../../../lib/announcementRules';
import { useRoleChoices } from '../../../lib/choices';
import { formatDate } from '../../../lib/dates';
import { DialogList, masterDataResource, type MasterDataKind } from '../../../lib/master-data';

const Col = DataTable.Col;

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
      toForm={(r) => ({ ...r, announcementStartDate: day(r.announcementStartDate), announcementEndDate: day(r.announcementEndDate) })}
      wide
      columns={
        <>
          <Col source="announcementTitle" label={L.announcementTitle} />
          <Col source="announcementStartDate" label={L.announcementStartDate} render={(r) => formatDate(day(r.announcementStartDate))} />
          <Col source="announcementEndDate" label={L.announcementEndDate} render={(r) => formatDate(day(r.announcementEndDate))} />
          <Col source="isActive" label={L.isActive}>
            <BooleanField source="isActive" />
          </Col>
        </>
      }
      inputs={
        <>
          <LimitedTextInput source="announcementTitle" label={L.announcementTitle} required />
          <LimitedTextInput source="announcementText" label={L.announcementText} required multiline max={4000} />
          <DateInput source="announcementStartDate" label={L.announcementStartDate} required validate={startRule} />
          <DateInput source="announcementEndDate" label={L.announcementEndDate} required validate={endRule} />
          <FlagInput source="isActive" label={L.isActive} />
          <RolesInput />
        </>
      }
    />
  ),
};
