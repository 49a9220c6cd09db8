import { Link as RouterLink } from 'react-router-dom';
import { Chip, Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { labelOf, OPEN_ACTION_STATE } from '@clearline/shared';
import type { Schema } from '../../api/client';
import { formatDate } from '../../lib/dates';

type OpenAction = Schema<'MyPortalActionView'>;

/**
 * My actions as a table: what (an open one links to the page where I do it, when it is done in the product), since
 * when, due, and (with every state) their state.
 */
export const OpenActionRows = ({ actions, withState = false }: { actions: OpenAction[]; withState?: boolean }) => (
  <Table size="small" aria-label="Open actions">
    <TableHead>
      <TableRow>
        <TableCell>Action</TableCell>
        <TableCell>Raised</TableCell>
        <TableCell>Due</TableCell>
        {withState && <TableCell>State</TableCell>}
        {withState && <TableCell>Done</TableCell>}
      </TableRow>
    </TableHead>
    <TableBody>
      {actions.map((a) => (
        <TableRow key={a.id}>
          <TableCell>
            {a.state === 'OPEN' && a.page ? (
              <Link component={RouterLink} to={a.page} sx={{ fontWeight: 500 }}>
                {a.title}
              </Link>
            ) : (
              a.title
            )}
            {a.description && (
              <div>
                <small>{a.description}</small>
              </div>
            )}
          </TableCell>
          <TableCell>{formatDate(a.createdAt)}</TableCell>
          <TableCell>{a.dueDate ? formatDate(a.dueDate) : '—'}</TableCell>
          {withState && (
            <TableCell>
              <Chip size="small" label={labelOf(OPEN_ACTION_STATE, a.state)} color={a.state === 'OPEN' ? 'warning' : 'default'} />
            </TableCell>
          )}
          {withState && <TableCell>{formatDate(a.completedAt ?? a.closedAt)}</TableCell>}
        </TableRow>
      ))}
    </TableBody>
  </Table>
);
