import { DataTable } from 'react-admin';
import { COST_CENTER_MESSAGES as C } from '@clearline/shared';
import { LimitedTextInput } from '../../../components/inputs';
import { DialogList, masterDataResource, type MasterDataKind } from '../../../lib/master-data';

const Col = DataTable.Col;

const resource = masterDataResource({
  name: 'cost-centers',
  apiPath: 'tenant-master-data/cost-center',
  module: 'TENANT_MASTER',
  one: 'cost center',
  many: 'cost centers',
});

/** Cost Centers (spec 03 §3, §5): name and code, the code unique in the tenant. */
export const costCentersKind: MasterDataKind = {
  key: 'cost-centers',
  label: C.title,
  render: () => (
    <DialogList
      resource={resource}
      item={C.item}
      sort={{ field: 'name', order: 'ASC' }}
      toForm={(r) => ({ name: r.name, code: r.code, version: r.version })}
      columns={
        <>
          <Col source="name" label={C.labels.name} />
          <Col source="code" label={C.labels.code} />
        </>
      }
      inputs={
        <>
          <LimitedTextInput source="name" label={C.labels.name} required />
          <LimitedTextInput source="code" label={C.labels.code} required />
        </>
      }
    />
  ),
};
