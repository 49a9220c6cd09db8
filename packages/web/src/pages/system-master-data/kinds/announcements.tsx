import { useFormContext, useWatch } from 'react-hook-form';
import { MASTER_DATA_ITEMS, MASTER_DATA_LABELS as L, ROLE_PRETTY_NAMES, SYSTEM_MASTER_DATA_KINDS } from '@clearline/shared';
import { ChoiceArrayInput, FlagInput } from '../../../components/inputs';
import { announcementColumns, announcementInputs, announcementToForm } from '../../../lib/announcementFields';
import { DialogList, masterDataResource, type MasterDataKind } from '../../../lib/master-data';

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

export const announcementsKind: MasterDataKind = {
  key: 'announcements',
  label: SYSTEM_MASTER_DATA_KINDS.announcements,
  render: () => (
    <DialogList
      resource={resource}
      item={MASTER_DATA_ITEMS.systemAnnouncement}
      sort={{ field: 'announcementStartDate', order: 'DESC' }}
      defaults={{ isActive: true, showBeforeLogin: false, stopUserLogin: false, visibilityAllowedRoles: [] }}
      toForm={announcementToForm}
      wide
      columns={announcementColumns}
      inputs={
        <>
          {announcementInputs}
          <AudienceInputs />
        </>
      }
    />
  ),
};
