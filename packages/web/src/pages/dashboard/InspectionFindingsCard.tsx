import { Link as RouterLink } from 'react-router-dom';
import { Card, CardContent, CardHeader, Chip, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { FACILITY_REVIEW_MESSAGES as M } from '@clearline/shared';
import type { FsoDashboard } from './dashboardData';

/**
 * Facilities with open DCSA inspection findings: how many, the corrective actions past due, and each
 * facility linking to its Inspections tab. Not shown to a user who may not view facilities.
 */
export const InspectionFindingsCard = ({ d }: { d: FsoDashboard }) => {
  const f = d.inspectionFindings;
  if (!f) return null;
  return (
    <Card sx={{ height: '100%' }} data-testid="dashboard-inspection-findings">
      <CardHeader title={M.dashboardTile} subheader="Findings of DCSA security reviews not yet corrected" />
      <CardContent sx={{ pt: 0 }}>
        <Stack direction="row" spacing={4} sx={{ mb: 1 }}>
          <div>
            <Typography variant="h4" component="p" data-testid="inspection-findings-facilities">
              {f.facilities}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {f.facilities === 1 ? 'Facility' : 'Facilities'} · {f.openFindings} open {f.openFindings === 1 ? 'finding' : 'findings'}
            </Typography>
          </div>
          <div>
            <Typography variant="h4" component="p" color={f.overdueActions ? 'error' : undefined} data-testid="inspection-findings-overdue">
              {f.overdueActions}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {M.overdueCorrectiveActions}
            </Typography>
          </div>
        </Stack>
        {f.items.length ? (
          <List dense disablePadding>
            {f.items.map((i) => (
              <ListItem key={i.facilityId} disableGutters>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={`/facilities/${i.facilityId}/inspections`}>
                      {i.facilityName}
                    </Link>
                  }
                  secondary={`${i.openFindings} open ${i.openFindings === 1 ? 'finding' : 'findings'}`}
                />
                {i.overdueActions > 0 && <Chip size="small" color="error" label={`${i.overdueActions} ${M.overdue.toLowerCase()}`} />}
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">No open inspection findings.</Typography>
        )}
      </CardContent>
    </Card>
  );
};
