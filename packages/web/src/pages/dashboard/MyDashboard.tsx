import { Link as RouterLink } from 'react-router-dom';
import { Card, CardContent, CardHeader, Chip, Grid, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { ACTION_KIND, DASHBOARD_MESSAGES as M, DUE_ITEM_ONE, DUE_WINDOW, labelOf } from '@clearline/shared';
import { api, dataOf } from '../../api/client';
import { formatDate } from '../../lib/dates';
import { LoadState } from '../../lib/LoadState';

/**
 * What matters to the signed-in person: the open actions they do themselves (each links to the page where they do it), their records falling due and the
 * annual training they still owe. `quiet`: say nothing when the account has no personnel record (the
 * officer's and provider's pages show their own dashboards instead).
 */
export const MyDashboard = ({ quiet }: { quiet: boolean }) => {
  const q = useQuery({
    queryKey: ['dashboard', 'me'],
    queryFn: async ({ signal }) => dataOf(await api.GET('/api/v1/dashboard/me', { signal })),
  });
  if (!q.data) return quiet ? null : <LoadState isPending={q.isPending} error={q.error} />;
  const me = q.data;
  if (!me.personnelId) return quiet ? null : <Typography sx={{ mt: 2 }}>{M.noPersonnelRecord}</Typography>;
  return (
    <Grid container spacing={2} sx={{ mt: 0.5 }} data-testid="my-dashboard">
      <Grid size={{ xs: 12, md: 6 }}>
        <Card sx={{ height: '100%' }} data-testid="my-open-actions">
          <CardHeader title={M.myOpenActions} />
          <CardContent sx={{ pt: 0 }}>
            {me.openActions.length ? (
              <List dense>
                {me.openActions.map((a) => (
                  <ListItem key={a.id} secondaryAction={a.overdue ? <Chip size="small" color="error" label={DUE_WINDOW.OVERDUE} /> : null}>
                    <ListItemText
                      primary={
                        a.page ? (
                          <Link component={RouterLink} to={a.page}>
                            {a.title}
                          </Link>
                        ) : (
                          a.title
                        )
                      }
                      secondary={[labelOf(ACTION_KIND, a.kind), a.dueDate ? M.dueOn(formatDate(a.dueDate)) : null]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
            ) : (
              <Typography color="text.secondary">{M.noOpenActions}</Typography>
            )}
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card sx={{ height: '100%' }} data-testid="my-due-items">
          <CardHeader title={M.myDueItems} />
          <CardContent sx={{ pt: 0 }}>
            {me.due.length ? (
              <List dense>
                {me.due.map((d) => (
                  <ListItem
                    key={`${d.item}:${d.recordId}`}
                    secondaryAction={
                      <Chip
                        size="small"
                        color={d.window === 'OVERDUE' ? 'error' : 'warning'}
                        label={DUE_WINDOW[d.window]}
                        variant="outlined"
                      />
                    }
                  >
                    <ListItemText primary={DUE_ITEM_ONE[d.item]} secondary={M.dueOn(formatDate(d.dueDate))} />
                  </ListItem>
                ))}
              </List>
            ) : (
              <Typography color="text.secondary">{M.nothingDue}</Typography>
            )}
          </CardContent>
        </Card>
      </Grid>
      {me.training.required && (
        <Grid size={{ xs: 12, md: 6 }}>
          <Card data-testid="my-training">
            <CardHeader title={M.myTraining} />
            <CardContent sx={{ pt: 0 }}>
              {me.training.completed ? (
                <Typography>{M.completed}</Typography>
              ) : (
                <List dense>
                  {me.training.documents.map((t) => (
                    <ListItem key={t.id}>
                      <ListItemText primary={t.documentName} secondary={t.nextDeadlineDate ? M.dueOn(t.nextDeadlineDate) : null} />
                    </ListItem>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
        </Grid>
      )}
    </Grid>
  );
};
