import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  TextField,
  Tooltip,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Title, useNotify, usePermissions } from 'react-admin';
import {
  AUDIT_EVENT_TYPE_VALUES,
  AUDIT_LABELS as L,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  type AuditEntryView,
  type PermissionMap,
} from '@clearline/shared';
import { MESSAGES } from '@clearline/shared/messages';
import { stickyRightSx } from '../../components/ListTable';
import { offerDownload } from '../../components/upload/download';
import { api, dataOf, type Schema } from '../../api/client';
import { failureMessage } from '../../lib/feedback';
import { canManage } from '../../resources/tenants/api';
import { type AuditFilters, changesText, defaultFilters, filterParams, tenantSearchQuery } from './auditFilters';

/** A page of the log; the shared AuditEntryView types each row's changes. */
type AuditPage = Omit<Schema<'AuditPageDto'>, 'content'> & { content: AuditEntryView[] };

type SortField = 'eventTimestamp' | 'eventType' | 'username' | 'objectTable';

type TenantOption = { id: string; name: string };

/** Label of the plain tenant-id filter for users who may read the audit log but not list tenants. */
const TENANT_ID_LABEL = 'Tenant Id';

/**
 * The tenant filter of the all-tenants log. Users who may list tenants search them by name on the server
 * (a page per typed text, so any of many tenants can be found); others type the tenant's id.
 */
const TenantFilter = ({ canList, value, onChange }: { canList: boolean; value: string; onChange: (id: string) => void }) => {
  const [q, setQ] = useState('');
  const [options, setOptions] = useState<TenantOption[]>([]);
  const [chosen, setChosen] = useState<TenantOption | null>(null);
  useEffect(() => {
    if (!canList) return;
    const timer = setTimeout(
      () =>
        api.GET('/api/v1/tenants', { params: { query: tenantSearchQuery(q) } }).then(
          (r) => setOptions(dataOf(r)),
          () => setOptions([]),
        ),
      250,
    );
    return () => clearTimeout(timer);
  }, [canList, q]);
  if (!canList) {
    return <TextField size="small" label={TENANT_ID_LABEL} value={value} onChange={(e) => onChange(e.target.value.trim())} />;
  }
  return (
    <Autocomplete
      size="small"
      options={options}
      value={value && chosen?.id === value ? chosen : null}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, v) => {
        setChosen(v);
        onChange(v?.id ?? '');
      }}
      onInputChange={(_e, v) => setQ(v)}
      renderInput={(params) => <TextField {...params} label={L.tenantName} />}
    />
  );
};

/**
 * The audit log (spec 01 §2, §7): filters (event type, tenant, username, object table, date range that
 * defaults to the last 1 day), a paged table and the export (CSV or XLSX). `scope` ALL is the
 * audit-log-dashboard (AUDIT_LOG, every tenant); TENANT the tenant-audit-log-dashboard (own tenant).
 */
export const AuditLogPage = ({ scope }: { scope: 'ALL' | 'TENANT' }) => {
  const notify = useNotify();
  const { permissions } = usePermissions<PermissionMap>();
  const [draft, setDraft] = useState<AuditFilters>(() => defaultFilters());
  const [filters, setFilters] = useState<AuditFilters>(draft);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<{ field: SortField; direction: 'asc' | 'desc' }>({ field: 'eventTimestamp', direction: 'desc' });
  const [data, setData] = useState<AuditPage>();
  const [loading, setLoading] = useState(false);
  const [exporting, setExporting] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const query = { ...filterParams(filters, scope), page, size, sort: `${sort.field},${sort.direction}` };
      setData(dataOf(await api.GET('/api/v1/application-audits', { params: { query } })) as AuditPage);
    } catch (e) {
      notify(failureMessage(e, MESSAGES.tableFetchError), { type: 'error', autoHideDuration: null });
    } finally {
      setLoading(false);
    }
  }, [filters, scope, page, size, sort, notify]);

  useEffect(() => {
    void load();
  }, [load]);

  const exportAs = async (format: 'CSV' | 'XLSX') => {
    setExporting(true);
    const body = { ...filterParams(filters, scope), format };
    const r = await offerDownload(
      async () => (await api.POST('/api/v1/application-audits/export', { body, parseAs: 'stream' })).response,
      `audit-log.${format.toLowerCase()}`,
    );
    notify(r.message, { type: r.ok ? 'success' : 'error' });
    setExporting(false);
  };

  const set = (k: keyof AuditFilters) => (e: { target: { value: string } }) => setDraft({ ...draft, [k]: e.target.value });
  const sortBy = (field: SortField) => () =>
    setSort((s) => ({ field, direction: s.field === field && s.direction === 'desc' ? 'asc' : 'desc' }));
  const head = (field: SortField, label: string) => (
    <TableCell sortDirection={sort.field === field ? sort.direction : false}>
      <TableSortLabel active={sort.field === field} direction={sort.field === field ? sort.direction : 'asc'} onClick={sortBy(field)}>
        {label}
      </TableSortLabel>
    </TableCell>
  );

  return (
    <Box sx={{ p: 1 }}>
      <Title title={scope === 'ALL' ? L.title : L.tenantTitle} />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Box
            component="form"
            aria-label="Audit log filters"
            onSubmit={(e) => {
              e.preventDefault();
              setPage(0);
              setFilters(draft);
            }}
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' }, gap: 2 }}
          >
            <TextField select size="small" label={L.eventType} value={draft.eventType} onChange={set('eventType')}>
              <MenuItem value="">All</MenuItem>
              {AUDIT_EVENT_TYPE_VALUES.map((t) => (
                <MenuItem key={t} value={t}>
                  {t}
                </MenuItem>
              ))}
            </TextField>
            {scope === 'ALL' && (
              <TenantFilter
                canList={canManage(permissions, 'VIEW')}
                value={draft.tenantId}
                onChange={(tenantId) => setDraft({ ...draft, tenantId })}
              />
            )}
            <TextField size="small" label={L.username} value={draft.username} onChange={set('username')} />
            <TextField size="small" label={L.objectTable} value={draft.objectTable} onChange={set('objectTable')} />
            {(
              [
                ['start', L.startDate],
                ['end', L.endDate],
              ] as const
            ).map(([key, label]) => (
              <TextField
                key={key}
                size="small"
                type="datetime-local"
                label={label}
                value={draft[key]}
                onChange={set(key)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ))}
            <Stack direction="row" spacing={1} sx={{ gridColumn: '1 / -1' }}>
              <Button type="submit" variant="contained" size="small">
                Search
              </Button>
              <Button
                size="small"
                onClick={() => {
                  const d = defaultFilters();
                  setDraft(d);
                  setFilters(d);
                  setPage(0);
                }}
              >
                Reset
              </Button>
              <Box sx={{ flex: 1 }} />
              <Button size="small" variant="outlined" startIcon={<DownloadIcon />} disabled={exporting} onClick={() => exportAs('CSV')}>
                {L.exportCsv}
              </Button>
              <Button size="small" variant="outlined" startIcon={<DownloadIcon />} disabled={exporting} onClick={() => exportAs('XLSX')}>
                {L.exportXlsx}
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>
      <Card>
        {loading && <LinearProgress />}
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={scope === 'ALL' ? L.title : L.tenantTitle}>
            <TableHead>
              <TableRow>
                {head('eventTimestamp', L.eventTimestamp)}
                {head('eventType', L.eventType)}
                {scope === 'ALL' && <TableCell>{L.tenantName}</TableCell>}
                {head('username', L.username)}
                {head('objectTable', L.objectTable)}
                <TableCell>{L.action}</TableCell>
                <TableCell>{L.changes}</TableCell>
                <TableCell sx={stickyRightSx}>{L.ipAddress}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.content.map((e) => (
                <TableRow key={e.id} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {new Date(e.eventTimestamp).toLocaleString(undefined, { timeZone: 'UTC' })}
                  </TableCell>
                  <TableCell>{e.eventType}</TableCell>
                  {scope === 'ALL' && <TableCell>{e.tenantName ?? ''}</TableCell>}
                  <TableCell>
                    {e.username}
                    {e.impersonator && e.impersonator !== e.username ? ` (${e.impersonator})` : ''}
                  </TableCell>
                  <TableCell>{e.objectTable ? `${e.objectTable}${e.objectId ? ` ${e.objectId.slice(0, 8)}` : ''}` : ''}</TableCell>
                  <TableCell>{e.action}</TableCell>
                  <TableCell sx={{ maxWidth: 420 }}>
                    <Tooltip title={changesText(e.changes) || (e.details ? JSON.stringify(e.details) : '')}>
                      <Box component="span" sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                        {changesText(e.changes) || (e.details ? JSON.stringify(e.details) : '')}
                      </Box>
                    </Tooltip>
                  </TableCell>
                  <TableCell sx={stickyRightSx}>{e.ipAddress}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {data && data.content.length === 0 && (
          <Alert severity="info" sx={{ m: 2 }}>
            No audit entries match these filters.
          </Alert>
        )}
        <TablePagination
          component="div"
          count={data?.totalElements ?? 0}
          page={page}
          rowsPerPage={size}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_e, p) => setPage(p)}
          onRowsPerPageChange={(e) => {
            setSize(Number(e.target.value));
            setPage(0);
          }}
        />
      </Card>
    </Box>
  );
};
