import { useQuery } from '@tanstack/react-query';
import { DataTable } from 'react-admin';
import { Chip } from '@mui/material';
import { ASSIGNMENT_STATUS, BADGE_STATUS, BADGE_TYPE, DUE_FLAGS, labelOf } from '@clearline/shared';
import { apiGet, statusOf } from '../../../providers/httpClient';
import { useRecords } from '../queries';
import { ValueChip } from '../StatusChip';
import type { Badge } from '../types';
import { useGranted } from '../../../lib/useGranted';
import { RecordTable } from './RecordTable';
import { DateCol } from '../../../lib/DateCol';
import { formatDate } from '../../../lib/dates';

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

/**
 * Assignments tab: contract assignments, badges and safes of the person. Visits, classified material
 * and foreign travel join here as those areas publish their per-person lookups.
 */
export const AssignmentsTab = ({ personnelId }: { personnelId: string }) => (
  <>
    <ContractAssignments personnelId={personnelId} />
    <Badges personnelId={personnelId} />
    <Safes personnelId={personnelId} />
  </>
);
