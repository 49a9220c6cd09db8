import { Link as RouterLink } from 'react-router-dom';
import { Button, Chip, Grid, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { Title, useNotify } from 'react-admin';
import { labelOf, MY_PORTAL_MESSAGES as M, TENANT_POC_TYPES } from '@clearline/shared';
import { api, dataOf, listRange } from '../../api/client';
import { downloadDocument } from '../../components/upload';
import { formatDate } from '../../lib/dates';
import { PortalCard } from './PortalCard';
import { useMyOpenActions } from './myPortalApi';
import { OpenActionRows } from './OpenActionRows';

const page = { query: listRange(0, 49) };

const MyOpenActions = () => {
  const q = useMyOpenActions(false);
  return (
    <PortalCard title={M.myOpenActions} testId="my-open-actions" query={q} empty={M.noOpenActions} count={q.data?.length}>
      <OpenActionRows actions={q.data ?? []} />
    </PortalCard>
  );
};

const Announcements = () => {
  const q = useQuery({
    queryKey: ['my-portal', 'announcements'],
    queryFn: async ({ signal }) => dataOf(await api.GET('/api/v1/announcements/active/users/me', { params: page, signal })),
  });
  return (
    <PortalCard title={M.announcements} testId="my-announcements" query={q} empty={M.noAnnouncements} count={q.data?.length}>
      <List dense disablePadding>
        {q.data?.map((a) => (
          <ListItem key={`${a.type}-${a.id}`} disableGutters divider>
            <ListItemText
              primary={a.announcementTitle}
              secondary={<span style={{ whiteSpace: 'pre-line' }}>{a.announcementText}</span>}
              slotProps={{ primary: { sx: { fontWeight: 500 } } }}
            />
          </ListItem>
        ))}
      </List>
    </PortalCard>
  );
};

const PointsOfContact = () => {
  const q = useQuery({
    queryKey: ['my-portal', 'poc'],
    queryFn: async ({ signal }) => dataOf(await api.GET('/api/v1/tenant-master-data/poc/my-portal', { params: page, signal })),
  });
  return (
    <PortalCard title={M.pointsOfContact} testId="my-pocs" query={q} empty={M.noPointsOfContact} count={q.data?.length}>
      <List dense disablePadding>
        {q.data?.map((p) => (
          <ListItem key={p.id} disableGutters divider>
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{p.name}</span>
                  <Chip size="small" label={labelOf(TENANT_POC_TYPES, p.pocType)} />
                </Stack>
              }
              secondary={
                [p.email, p.phone, p.selectAllFacilities ? 'All facilities' : p.facilityNames.join(', ')].filter(Boolean).join(' · ') ||
                null
              }
            />
          </ListItem>
        ))}
      </List>
    </PortalCard>
  );
};

const Reports = () => {
  const q = useQuery({
    queryKey: ['my-portal', 'reports'],
    queryFn: async ({ signal }) => dataOf(await api.GET('/api/v1/my-portal/reports', { signal })),
  });
  const filable = q.data?.reports.filter((r) => r.canCreate);
  return (
    <PortalCard title={M.reports} testId="my-reports" query={q} empty={M.noReports} count={filable?.length}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {M.reportsIntro}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {filable?.map((r) => (
          <Button key={r.key} variant="outlined" size="small" component={RouterLink} to={`/my-portal/requests/${r.path}/create`}>
            {r.label}
          </Button>
        ))}
      </Stack>
    </PortalCard>
  );
};

const Downloads = () => {
  const notify = useNotify();
  const q = useQuery({
    queryKey: ['my-portal', 'downloads'],
    queryFn: async ({ signal }) => dataOf(await api.GET('/api/v1/tenant-master-data/downloads', { params: page, signal })),
  });
  return (
    <PortalCard title={M.downloads} testId="my-downloads" query={q} empty={M.noDownloads} count={q.data?.length}>
      <List dense disablePadding>
        {q.data?.map((d) => (
          <ListItem
            key={d.id}
            disableGutters
            divider
            secondaryAction={
              d.filePath ? (
                <Button
                  size="small"
                  startIcon={<DownloadIcon />}
                  aria-label={`Download ${d.prettyName}`}
                  onClick={async () => {
                    const r = await downloadDocument(d.filePath!, d.fileName ?? d.prettyName);
                    notify(r.message, { type: r.ok ? 'success' : 'error' });
                  }}
                >
                  Download
                </Button>
              ) : null
            }
          >
            <ListItemText
              primary={
                d.url && !d.filePath ? (
                  <Link href={d.url} target="_blank" rel="noopener noreferrer">
                    {d.prettyName}
                  </Link>
                ) : (
                  d.prettyName
                )
              }
              secondary={[d.description, d.validUntilDate ? `Valid until ${formatDate(d.validUntilDate)}` : null]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </PortalCard>
  );
};

/** /my-portal/portal: what the security office asks of me, announcements, whom to call, what I can report and download. */
export const PortalTab = () => (
  <>
    <Title title={`${M.title} – Portal`} />
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <MyOpenActions />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Announcements />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Reports />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <PointsOfContact />
      </Grid>
      <Grid size={12}>
        <Downloads />
      </Grid>
    </Grid>
  </>
);
