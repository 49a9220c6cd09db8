import { BooleanField, DataTable } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { MASTER_DATA_ITEMS, MASTER_DATA_LABELS as L, ROLE_PRETTY_NAMES, SYSTEM_MASTER_DATA_KINDS } from '@clearline/shared';
import { ChoiceArrayInput, DateInput, FlagInput, LimitedTextInput } from '../../../components/inputs';
import { day, endRule, startRule } from '../../../lib/announcementRules';
import { DialogList, masterDataResource, type MasterDataKind } from '../../../lib/master-data';
import { formatDate } from '../../../lib/dates';

const resource = masterDataResource({
  name: 'system-announcements',
  apiPath: 'announcements/SYSTEM',
  module: 'MASTER_DATA',
  one: 'system announcement',
  many: 'system announcements',
});

/** Show before login clears the recipient roles; turning it off resets stop user login (spec 03 §4). */
const AudienceInputs = () => {
  const { setValue, trigger } = useFormContext();
  const beforeLogin = useWatch({ name: 'showBeforeLogin' }) === true;
  return (
    <>
      <FlagInput
        source="showBeforeLogin"
        label={L.showBeforeLogin}
        onChange={(e: { target: { checked: boolean } }) => {
          if (e.target.checked) setValue('visibilityAllowedRoles', [], { shouldDirty: true });
          else setValue('stopUserLogin', false, { shouldDirty: true });
          void trigger();
        }}
      />
      <FlagInput source="stopUserLogin" label={L.stopUserLogin} disabled={!beforeLogin} />
      <ChoiceArrayInput
        source="visibilityAllowedRoles"
        label={L.visibilityAllowedRoles}
        options={ROLE_PRETTY_NAMES}
        disabled={beforeLogin}
      />
    </>
  );
};

const Col = DataTable.Col;

export const announcementsKind: MasterDataKind = {
  key: 'announcements',
  label: SYSTEM_MASTER_DATA_KINDS.announcements,
  render: () => (
    <DialogList
      resource={resource}
      item={MASTER_DATA_ITEMS.systemAnnouncement}
      sort={{ field: 'announcementStartDate', order: 'DESC' }}
      defaults={{ isActive: true, showBeforeLogin: false, stopUserLogin: false, visibilityAllowedRoles: [] }}
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
          <AudienceInputs />
        </>
      }
    />
  ),
};
