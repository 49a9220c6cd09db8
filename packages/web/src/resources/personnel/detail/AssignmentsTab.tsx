import { useQuery } from '@tanstack/react-query';
import { DataTable } from 'react-admin';
import { Chip } from '@mui/material';
import {
  ASSIGNMENT_STATUS,
  BADGE_STATUS,
  BADGE_TYPE,
  BASIC_CLEARANCE_LEVEL,
  DUE_FLAGS,
  FOCI_VISIT_ROLE,
  labelOf,
  VISIT_KIND,
  VISIT_STATUS,
} from '@clearline/shared';
import { api, dataOf, listRange, type Schema } from '../../../api/client';
import { apiGet, statusOf } from '../../../providers/httpClient';
import { useRecords } from '../queries';
import { ValueChip } from '../StatusChip';
import type { Badge } from '../types';
import { useGranted } from '../../../lib/useGranted';
import { RecordTable } from './RecordTable';
import { DateCol } from '../../../lib/DateCol';
import { formatDate } from '../../../lib/dates';
import { INCIDENT_PAGE_MESSAGES } from '@clearline/shared';
import {
  usePersonForeignTravel,
  type ForeignTravelRow,
  officerIncidentPath,
  IncidentStatusChip,
  DebriefCell,
} from '../../reports-incidents';

interface ContractAssignment {
  id: string;
  contract: { id: string; contractName: string; popStartDate: string | null; popEndDate: string | null };
  assignmentStatus: string;
  dateAssigned: string | null;
  dateUnassigned: string | null;
  specialAccess: string | null;
}

interface SafeAssignment {
  id: string;
  name: string;
  identification: string | null;
  safeType: string;
  statusType: string;
  facility: string | null;
  assignedDate: string | null;
}

/**
 * A lookup of another area (contracts, safes, …) about this person. Until that area's API exists the
 * section is left out rather than shown broken (404/501 → nothing).
 */
function useLinked<T>(key: string, path: string) {
  return useQuery({
    queryKey: ['linked', key, path],
    queryFn: async (): Promise<T[] | null> => {
      try {
        return await apiGet<T[]>(path);
      } catch (error) {
        const status = statusOf(error);
        if (status === 404 || status === 501) return null;
        throw error;
      }
    },
    retry: false,
  });
}

const ContractAssignments = ({ personnelId }: { personnelId: string }) => {
  const q = useLinked<ContractAssignment & { id: string }>('contracts', `/contract-assignment/personnel/${personnelId}`);
  if (q.data === null) return null;
  const Col = DataTable.Col<ContractAssignment>;
  return (
    <RecordTable
      title="Contract Assignments"
      rows={q.data}
      isPending={q.isPending}
      error={q.error}
      rowTo={(r) => `/contracts/${r.contract.id}/contract-info`}
    >
      <Col label="Contract" render={(r) => r.contract.contractName} />
      <Col
        label="Period of Performance"
        render={(r) =>
          [r.contract.popStartDate, r.contract.popEndDate]
            .filter(Boolean)
            .map((d) => formatDate(d))
            .join(' – ')
        }
      />
      <Col source="assignmentStatus" label="Status" render={(r) => labelOf(ASSIGNMENT_STATUS, r.assignmentStatus)} />
      <DateCol source="dateAssigned" label="Assigned" />
      <DateCol source="dateUnassigned" label="Unassigned" />
      <Col label="Special Access" render={(r) => (r.specialAccess ?? '').split(':').filter(Boolean).join(', ')} />
    </RecordTable>
  );
};

const Safes = ({ personnelId }: { personnelId: string }) => {
  const q = useLinked<SafeAssignment>('safes', `/safes/personnel/${personnelId}`);
  if (q.data === null) return null;
  const Col = DataTable.Col<SafeAssignment>;
  return (
    <RecordTable title="Safes and Closed Areas" rows={q.data} isPending={q.isPending} error={q.error} rowTo={(r) => `/safes/${r.id}`}>
      <Col source="name" label="Name" />
      <Col source="identification" label="Identification" />
      <Col source="safeType" label="Type" />
      <Col source="statusType" label="Status" />
      <Col source="facility" label="Facility" />
      <DateCol source="assignedDate" label="Assigned" />
    </RecordTable>
  );
};

type VisitRow = Schema<'VisitSummaryView'>;

/** How the person takes part in a visit (VisitSummaryView.roles). */
const VISIT_ROLE: Record<string, string> = {
  MEETING_CONTACT: 'Meeting Contact',
  REQUESTER: 'Requester',
  VISITOR: 'Visiting',
  ATTENDEE: 'Attendee',
};

const visitPage = (v: VisitRow) =>
  v.visitKind === 'FOCI' ? `/foci-visits/${v.id}/visit-information` : `/visits/${v.visitKind.toLowerCase()}/${v.id}/visit-information`;

/** The person's incoming (meeting contact or requester) and outgoing (going or requester) visits; FOCI visits have their own table. */
const Visits = ({ personnelId }: { personnelId: string }) => {
  const canView = useGranted('VISITS', 'VIEW');
  const q = useQuery({
    queryKey: ['linked', 'visits', personnelId],
    queryFn: async ({ signal }) =>
      dataOf(
        await api.GET('/api/v1/visits/personnel/{id}', {
          params: { path: { id: personnelId }, query: listRange(0, 199) as never },
          signal,
        }),
      ),
    enabled: canView,
  });
  if (!canView) return null;
  const Col = DataTable.Col<VisitRow>;
  return (
    <RecordTable
      title="Visits"
      rows={q.data?.filter((v) => v.visitKind !== 'FOCI')}
      isPending={q.isPending}
      error={q.error}
      rowTo={visitPage}
    >
      <Col source="visitKind" label="Kind" render={(r) => labelOf(VISIT_KIND, r.visitKind)} />
      <Col source="counterpart" label="Visit" />
      <Col source="facilityName" label="Facility" />
      <DateCol source="startDate" label="Start" />
      <DateCol source="endDate" label="End" />
      <Col source="clearanceLevel" label="Clearance" render={(r) => labelOf(BASIC_CLEARANCE_LEVEL, r.clearanceLevel)} />
      <Col label="Part" render={(r) => r.roles.map((role) => VISIT_ROLE[role] ?? role).join(', ')} />
      <Col source="visitStatus" label="Status" render={(r) => labelOf(VISIT_STATUS, r.visitStatus)} />
    </RecordTable>
  );
};

type PersonFociVisit = Schema<'PersonFociVisitView'>;

/** FOCI visits the person requested, approves or attends (needs VIEW on FOCI_VISITS). */
const FociVisits = ({ personnelId }: { personnelId: string }) => {
  const canView = useGranted('FOCI_VISITS', 'VIEW');
  const q = useQuery({
    queryKey: ['foci-visits', 'personnel', personnelId],
    queryFn: async () => (await apiGet<Schema<'PersonFociVisitsView'>>(`/visits/foci/personnel/${personnelId}`)).visits,
    enabled: canView,
  });
  if (!canView) return null;
  const Col = DataTable.Col<PersonFociVisit>;
  return (
    <RecordTable
      title="FOCI Visits"
      rows={q.data}
      isPending={q.isPending}
      error={q.error}
      rowTo={(r) => `/foci-visits/${r.id}/visit-information`}
    >
      <DateCol source="startDate" label="Start Date" />
      <DateCol source="endDate" label="End Date" />
      <Col source="visitLocation" label="Visit Location" />
      <Col source="visitPurpose" label="Visit Purpose" />
      <Col source="roles" label="Role" render={(r) => r.roles.map((x) => labelOf(FOCI_VISIT_ROLE, x)).join(', ')} />
      <Col source="visitStatus" label="Status" render={(r) => labelOf(VISIT_STATUS, r.visitStatus)} />
    </RecordTable>
  );
};

const Badges = ({ personnelId }: { personnelId: string }) => {
  const q = useRecords(personnelId, 'badge');
  const canCreate = useGranted('PERSONNEL', 'CREATE');
  const Col = DataTable.Col<Badge>;
  return (
    <RecordTable
      title="Badges"
      rows={q.data}
      isPending={q.isPending}
      error={q.error}
      addTo={canCreate ? `/personnel/${personnelId}/assignments/badge/add` : undefined}
      addLabel="Add Badge"
      rowTo={(r) => `/personnel/${personnelId}/assignments/badge/${r.id}`}
    >
      <Col source="badgeType" label="Badge Type" render={(r) => labelOf(BADGE_TYPE, r.badgeType)} />
      <Col source="badgeNumber" label="Badge Number" />
      <Col
        source="badgeStatus"
        label="Status"
        render={(r) =>
          // past its expiry date a badge is not valid, whatever its stored status
          r.expired ? (
            <Chip size="small" color="error" label={DUE_FLAGS.badgeExpired} />
          ) : (
            <ValueChip value={r.badgeStatus} labels={BADGE_STATUS} color={r.badgeStatus === 'ACTIVE' ? 'success' : 'default'} />
          )
        }
      />
      <DateCol source="issueDate" label="Issue Date" />
      <DateCol source="expiryDate" label="Expiry Date" />
      <Col source="badgingOfficerName" label="Badging Officer" />
    </RecordTable>
  );
};

/** The person's foreign travel (REPORTS_INCIDENTS): destinations, dates, status, debrief; a row opens the report. */
const ForeignTravel = ({ personnelId }: { personnelId: string }) => {
  const q = usePersonForeignTravel(personnelId);
  const Col = DataTable.Col<ForeignTravelRow>;
  return (
    <RecordTable
      title={INCIDENT_PAGE_MESSAGES.foreignTravel}
      rows={q.data}
      isPending={q.isPending}
      error={q.error}
      rowTo={(r) => officerIncidentPath('FOREIGN_TRAVEL', r.id) ?? '/reports-incidents'}
    >
      <Col source="countries" label="Countries" />
      <DateCol source="departureDate" label="Departure" />
      <DateCol source="returnDate" label="Return" />
      <Col source="status" label="Status" render={(r) => <IncidentStatusChip status={r.status} />} />
      <Col label="Debrief" render={(r) => <DebriefCell travel={r} />} />
    </RecordTable>
  );
};

/**
 * Assignments tab: contract assignments, badges, safes, visits and foreign travel of the person. Classified
 * material joins here as that area publishes its per-person lookup.
 */
export const AssignmentsTab = ({ personnelId }: { personnelId: string }) => {
  const travel = useGranted('REPORTS_INCIDENTS', 'VIEW');
  return (
    <>
      <ContractAssignments personnelId={personnelId} />
      <Badges personnelId={personnelId} />
      <Safes personnelId={personnelId} />
      <Visits personnelId={personnelId} />
      <FociVisits personnelId={personnelId} />
      {travel && <ForeignTravel personnelId={personnelId} />}
    </>
  );
};
