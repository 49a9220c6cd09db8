import { Link as RouterLink } from 'react-router-dom';
import { Button, Chip, List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { FOCI_VISIT_MESSAGES as M, labelOf, VISIT_STATUS } from '@clearline/shared';
import { formatDate } from '../../../lib/dates';
import { useGranted } from '../../../lib/useGranted';
import { PortalCard } from '../PortalCard';
import { useMyFociVisits } from './fociRequestApi';

/** The Requests tab's card of my FOCI visit requests, with the button to request one. */
export const MyFociVisitRequests = () => {
  const q = useMyFociVisits();
  const canRequest = useGranted('SELF_SERVICE', 'CREATE');
  return (
    <PortalCard
      title="My FOCI Visit Requests"
      testId="my-foci-visits"
      query={q}
      empty="No FOCI visit requests yet."
      count={q.data?.length}
      action={
        canRequest ? (
          <Button component={RouterLink} to="/my-portal/requests/foci-visit" size="small" variant="contained" startIcon={<AddIcon />}>
            {M.requestTitle}
          </Button>
        ) : undefined
      }
    >
      <List dense disablePadding>
        {(q.data ?? []).map((v) => (
          <ListItem key={v.id} disablePadding>
            <ListItemButton component={RouterLink} to={`/my-portal/requests/${v.id}/foci-visit/visit-information`}>
              <ListItemText
                primary={`${formatDate(v.startDate)}${v.endDate !== v.startDate ? ` – ${formatDate(v.endDate)}` : ''} · ${v.visitLocation ?? 'FOCI visit'}`}
                secondary={v.visitPurpose}
              />
              <Chip size="small" variant="outlined" label={labelOf(VISIT_STATUS, v.visitStatus)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </PortalCard>
  );
};
