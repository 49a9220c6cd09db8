import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { INCIDENT_PAGE_MESSAGES as M, INCIDENT_STATUS, type IncidentStatus } from '@clearline/shared';
import { formatDate, formatDateTime, tenantToday } from '../../lib/dates';

/** One reporting deadline as the API answers it (IncidentDeadlineView). */
interface Deadline {
  kind: string;
  label: string;
  dueAt: string;
  filedAt: string | null;
  overdue: boolean;
}

/** The deadline parts of an incident answer. */
export interface DeadlineFields {
  status: string;
  deadlines?: readonly Deadline[] | null;
  incidentType?: string;
  debriefDueDate?: string | null;
}

/** A travel's debrief is overdue once its due day has passed (the day itself still counts). */
export const debriefOverdue = (i: DeadlineFields, today = tenantToday()) =>
  i.incidentType === 'FOREIGN_TRAVEL' && i.status !== 'CLOSED' && !!i.debriefDueDate && i.debriefDueDate < today;

const OverdueChip = () => <Chip size="small" color="error" label={M.overdue} sx={{ ml: 1 }} data-testid="overdue" />;

/** The first deadline not filed yet, with its overdue mark (list cells). */
export const DeadlineText = ({ incident }: { incident: DeadlineFields }) => {
  if (incident.status === 'CLOSED') return null;
  const next = (incident.deadlines ?? []).find((d) => !d.filedAt);
  if (next)
    return (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {next.label}: {formatDate(next.dueAt)}
        {next.overdue && <OverdueChip />}
      </Box>
    );
  if (incident.incidentType === 'FOREIGN_TRAVEL' && incident.debriefDueDate)
    return (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {M.debriefDue}: {formatDate(incident.debriefDueDate)}
        {debriefOverdue(incident) && <OverdueChip />}
      </Box>
    );
  return null;
};

/** Every deadline of the incident: when due, when filed, the overdue ones marked. */
export const DeadlineTable = ({ incident }: { incident: DeadlineFields }) => {
  const rows = incident.deadlines ?? [];
  const debrief = incident.incidentType === 'FOREIGN_TRAVEL' && incident.debriefDueDate;
  if (!rows.length && !debrief) return null;
  return (
    <Box component="section" aria-label={M.deadlines} sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {M.deadlines}
      </Typography>
      <Table size="small" aria-label={M.deadlines} sx={{ maxWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell>Deadline</TableCell>
            <TableCell>Due</TableCell>
            <TableCell>Filed</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((d) => (
            <TableRow key={d.kind}>
              <TableCell component="th" scope="row">
                {d.label}
              </TableCell>
              <TableCell>
                {formatDateTime(d.dueAt)}
                {d.overdue && <OverdueChip />}
              </TableCell>
              <TableCell>{d.filedAt ? formatDateTime(d.filedAt) : M.notMade}</TableCell>
            </TableRow>
          ))}
          {debrief && (
            <TableRow>
              <TableCell component="th" scope="row">
                {M.debriefDue}
              </TableCell>
              <TableCell>
                {formatDate(incident.debriefDueDate)}
                {debriefOverdue(incident) && <OverdueChip />}
              </TableCell>
              <TableCell />
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
};

/** Where a travel's debrief stands: filed (its status), due (with its day, overdue marked) or not due yet. */
export const DebriefCell = ({
  travel,
}: {
  travel: {
    debriefId: string | null;
    debriefStatus?: string | null;
    debriefDue: boolean;
    debriefOverdue: boolean;
    debriefDueDate: string | null;
  };
}) => {
  if (travel.debriefId) return <>{M.debriefFiled(INCIDENT_STATUS[travel.debriefStatus as IncidentStatus] ?? '')}</>;
  if (!travel.debriefDueDate) return null;
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {M.debriefDue}: {formatDate(travel.debriefDueDate)}
      {travel.debriefOverdue ? (
        <OverdueChip />
      ) : travel.debriefDue ? (
        <Chip size="small" color="warning" label={M.due} sx={{ ml: 1 }} />
      ) : null}
    </Box>
  );
};
