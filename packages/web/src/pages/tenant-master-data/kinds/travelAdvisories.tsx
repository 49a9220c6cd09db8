import { DataTable } from 'react-admin';
import { TRAVEL_ADVISORY_LEVEL, TRAVEL_ADVISORY_MESSAGES as A, TEXT_LIMITS } from '@clearline/shared';
import type { Schema } from '../../../api/client';
import { ChoiceInput, CountrySelect, DateInput, LimitedTextInput } from '../../../components/inputs';
import { formatDate } from '../../../lib/dates';
import { DialogList, masterDataResource, type MasterDataKind } from '../../../lib/master-data';

const L = A.labels;
const Col = DataTable.Col;
type Advisory = Schema<'TravelAdvisoryView'>;

const resource = masterDataResource({
  name: 'travel-advisories',
  apiPath: 'tenant-master-data/travel-advisory',
  module: 'TENANT_MASTER',
  one: 'travel advisory',
  many: 'travel advisories',
});

const LEVELS = Object.entries(TRAVEL_ADVISORY_LEVEL).map(([id, name]) => ({ id: Number(id), name }));

/**
 * Travel Advisories: the level (1–4) the security office tells travellers about, per country and period;
 * a foreign travel report shows the ones in effect during the trip. Periods of one country never overlap.
 */
export const travelAdvisoriesKind: MasterDataKind = {
  key: 'travel-advisories',
  label: A.title,
  render: () => (
    <DialogList
      resource={resource}
      item={A.item}
      sort={{ field: 'countryName', order: 'ASC' }}
      defaults={{ advisoryLevel: 1 }}
      toForm={(r) => ({
        countryId: r.countryId,
        advisoryLevel: r.advisoryLevel,
        effectiveFrom: r.effectiveFrom,
        effectiveTo: r.effectiveTo,
        summary: r.summary,
        version: r.version,
      })}
      wide
      columns={
        <>
          <Col source="countryName" label={L.countryId} />
          <Col source="advisoryLevel" label={L.advisoryLevel} render={(r: Advisory) => r.advisoryLevelLabel} />
          <Col source="effectiveFrom" label={L.effectiveFrom} render={(r: Advisory) => formatDate(r.effectiveFrom)} />
          <Col
            source="effectiveTo"
            label={L.effectiveTo}
            render={(r: Advisory) => (r.effectiveTo ? formatDate(r.effectiveTo) : A.untilFurtherNotice)}
          />
          <Col source="summary" label={L.summary} disableSort />
        </>
      }
      inputs={
        <>
          <CountrySelect source="countryId" label={L.countryId} required defaultHome={false} />
          <ChoiceInput source="advisoryLevel" label={L.advisoryLevel} options={LEVELS as never} required />
          <DateInput source="effectiveFrom" label={L.effectiveFrom} required />
          <DateInput source="effectiveTo" label={L.effectiveTo} minSource="effectiveFrom" minLabel={L.effectiveFrom} />
          <LimitedTextInput source="summary" label={L.summary} multiline max={TEXT_LIMITS.narrative} />
        </>
      }
    />
  ),
};
