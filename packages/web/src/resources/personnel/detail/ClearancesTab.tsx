import { useSearchParams } from 'react-router-dom';
import { Chip, Stack, Tab, Tabs } from '@mui/material';
import { DataTable } from 'react-admin';
import {
  CLEARANCE_ACTION,
  CLEARANCE_LEVEL,
  INVESTIGATION_STATUS,
  INVESTIGATION_TIER,
  labelOf,
  PCL_STATUS,
  POLYGRAPH_RESULT,
  POLYGRAPH_STATUS,
  POLYGRAPH_TYPE,
  SPECIAL_ACCESS_STATUS,
  SPECIAL_ACCESS_TYPE,
} from '@clearline/shared';
import { CLEARANCE_SUBTABS } from '@clearline/shared/messages-people';
import { DUE_FLAGS } from '@clearline/shared';
import { useRecords } from '../queries';
import type { Clearance, Investigation, Polygraph, SpecialAccess } from '../types';
import { useGranted } from '../../../lib/useGranted';
import { ValueChip } from '../StatusChip';
import { RecordTable } from './RecordTable';
import { DateCol } from '../../../lib/DateCol';

/** The sub-tab of `?tab=` (0 clearances, 1 investigations, 2 special access, 3 polygraphs). */
export function clearanceSubtab(param: string | null): number {
  const n = Number(param);
  return Number.isInteger(n) && n >= 0 && n < CLEARANCE_SUBTABS.length ? n : 0;
}

const ClearanceTable = ({ personnelId, addTo }: { personnelId: string; addTo?: string }) => {
  const q = useRecords(personnelId, 'clearance');
  const Col = DataTable.Col<Clearance>;
  return (
    <RecordTable
      title="Clearances"
      rows={q.data}
      isPending={q.isPending}
      error={q.error}
      addTo={addTo}
      addLabel="Add Clearance"
      rowTo={(r) => `/personnel/${personnelId}/clearances/clearance/${r.id}`}
    >
      <Col source="pclEligibility" label="Eligibility" render={(r) => labelOf(CLEARANCE_LEVEL, r.pclEligibility)} />
      <Col source="facilityName" label="Facility" />
      <Col
        source="pclStatus"
        label="PCL Status"
        render={(r) => <ValueChip value={r.pclStatus} labels={PCL_STATUS} color={r.pclStatus === 'ACTIVE' ? 'success' : 'default'} />}
      />
      <DateCol source="eligibilityDeterminationDate" label="Determination Date" />
      <DateCol source="initialBriefingDate" label="Initial Briefing" />
      <Col
        label="Open Investigation"
        render={(r) => labelOf(INVESTIGATION_TIER, r.openInvestigation?.investigationType) || (r.openInvestigation ? 'Yes' : '—')}
      />
    </RecordTable>
  );
};

const InvestigationTable = ({ personnelId, addTo }: { personnelId: string; addTo?: string }) => {
  const q = useRecords(personnelId, 'investigation');
  const Col = DataTable.Col<Investigation>;
  return (
    <RecordTable
      title="Investigations"
      rows={q.data}
      isPending={q.isPending}
      error={q.error}
      addTo={addTo}
      addLabel="Add Investigation"
      rowTo={(r) => `/personnel/${personnelId}/clearances/investigation/${r.id}`}
    >
      <Col source="investigationType" label="Investigation Type" render={(r) => labelOf(INVESTIGATION_TIER, r.investigationType)} />
      <Col source="clearanceAction" label="Clearance Action" render={(r) => labelOf(CLEARANCE_ACTION, r.clearanceAction)} />
      <Col
        label="Clearance"
        render={(r) => `${labelOf(CLEARANCE_LEVEL, r.clearance?.pclEligibility)} · ${r.clearance?.facilityName ?? ''}`}
      />
      <DateCol source="investigationOpenDate" label="Open Date" />
      <DateCol source="investigationClosedDate" label="Closed Date" />
      <Col
        source="reinvestigationDue"
        label="Reinvestigation Due"
        disableSort
        render={(r) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span>{r.reinvestigationDue ?? ''}</span>
            {r.reinvestigationOverdue && <Chip size="small" color="error" label={DUE_FLAGS.reinvestigationOverdue} />}
          </Stack>
        )}
      />
      <Col
        source="status"
        label="Status"
        render={(r) => <ValueChip value={r.status} labels={INVESTIGATION_STATUS} color={r.status === 'COMPLETED' ? 'success' : 'info'} />}
      />
    </RecordTable>
  );
};

const SpecialAccessTable = ({ personnelId, addTo }: { personnelId: string; addTo?: string }) => {
  const q = useRecords(personnelId, 'special-access');
  const Col = DataTable.Col<SpecialAccess>;
  return (
    <RecordTable
      title="Special Access"
      rows={q.data}
      isPending={q.isPending}
      error={q.error}
      addTo={addTo}
      addLabel="Add Special Access"
      rowTo={(r) => `/personnel/${personnelId}/clearances/special-access/${r.id}`}
    >
      <Col source="specialAccessType" label="Type" render={(r) => labelOf(SPECIAL_ACCESS_TYPE, r.specialAccessType)} />
      <Col source="facilityName" label="Facility" />
      <Col
        source="specialAccessStatus"
        label="Status"
        render={(r) => <ValueChip value={r.specialAccessStatus} labels={SPECIAL_ACCESS_STATUS} />}
      />
      <DateCol source="indoctrinationDate" label="Indoctrination Date" />
      <DateCol source="lastBriefDate" label="Last Brief Date" />
      <Col source="sponsor" label="Sponsor" />
    </RecordTable>
  );
};

const PolygraphTable = ({ personnelId, addTo }: { personnelId: string; addTo?: string }) => {
  const q = useRecords(personnelId, 'polygraph');
  const Col = DataTable.Col<Polygraph>;
  return (
    <RecordTable
      title="Polygraphs"
      rows={q.data}
      isPending={q.isPending}
      error={q.error}
      addTo={addTo}
      addLabel="Add Polygraph"
      rowTo={(r) => `/personnel/${personnelId}/clearances/polygraph/${r.id}`}
    >
      <Col source="polygraphType" label="Type" render={(r) => labelOf(POLYGRAPH_TYPE, r.polygraphType)} />
      <Col source="facilityName" label="Facility" />
      <Col
        source="polygraphStatus"
        label="Status"
        render={(r) =>
          r.overdue ? (
            <Chip size="small" color="error" label={DUE_FLAGS.polygraphOverdue} />
          ) : (
            <ValueChip value={r.polygraphStatus} labels={POLYGRAPH_STATUS} />
          )
        }
      />
      <Col source="polygraphResult" label="Result" render={(r) => labelOf(POLYGRAPH_RESULT, r.polygraphResult)} />
      <DateCol source="polygraphDate" label="Polygraph Date" />
      <DateCol source="nextPolygraphDate" label="Next Polygraph" />
    </RecordTable>
  );
};

/** Clearances tab: clearances, investigations, special accesses and polygraphs, chosen with `?tab=`. */
export const ClearancesTab = ({ personnelId }: { personnelId: string }) => {
  const [params, setParams] = useSearchParams();
  const tab = clearanceSubtab(params.get('tab'));
  const canCreate = useGranted('PERSONNEL', 'CREATE');
  const add = (segment: string) => (canCreate ? `/personnel/${personnelId}/clearances/${segment}/add` : undefined);
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_e, v: number) => setParams({ tab: String(v) }, { replace: true })}
        sx={{ mb: 2 }}
        aria-label="Clearance records"
      >
        {CLEARANCE_SUBTABS.map((label) => (
          <Tab key={label} label={label} />
        ))}
      </Tabs>
      {tab === 0 && <ClearanceTable personnelId={personnelId} addTo={add('clearance')} />}
      {tab === 1 && <InvestigationTable personnelId={personnelId} addTo={add('investigation')} />}
      {tab === 2 && <SpecialAccessTable personnelId={personnelId} addTo={add('special-access')} />}
      {tab === 3 && <PolygraphTable personnelId={personnelId} addTo={add('polygraph')} />}
    </>
  );
};
