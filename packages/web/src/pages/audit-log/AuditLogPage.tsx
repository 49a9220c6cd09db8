import { Fragment, useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  IconButton,
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
  Switch,
  Typography,
} from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import HistoryIcon from '@mui/icons-material/History';
import { Title, useNotify, usePermissions } from 'react-admin';
import {
  AUDIT_EVENT_TYPE_LABELS,
  AUDIT_EVENT_TYPE_VALUES,
  AUDIT_LABELS as L,
  AUDIT_OBJECT_KINDS,
  auditFieldLabel,
  auditObjectKindLabel,
  auditValueText,
  choices,
  labelOf,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  type AuditEntryView,
  type PermissionMap,
} from '@clearline/shared';
import { MESSAGES } from '@clearline/shared/messages';
import { offerDownload } from '../../components/upload/download';
import { api, dataOf, type Schema } from '../../api/client';
import { formatDateTime } from '../../lib/dates';
import { failureMessage } from '../../lib/feedback';
import { canManage } from '../../resources/tenants';
import { useSearchParams } from 'react-router-dom';
import { type AuditFilters, changeRows, defaultFilters, filterParams, recordHistoryFilters, tenantSearchQuery } from './auditFilters';

/** A page of the log; the shared AuditEntryView types each row's changes. */
type AuditPage = Omit<Schema<'AuditPageDto'>, 'content'> & { content: AuditEntryView[] };

type SortField = 'eventTimestamp' | 'eventType' | 'username' | 'objectTable';

type TenantOption = { id: string; name: string };

/** A record id the history filter takes. */
const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The Object Table filter's choices: the record kinds by label, in alphabetical order. */
const OBJECT_KINDS = choices(AUDIT_OBJECT_KINDS).sort((a, b) => a.name.localeCompare(b.name));

/** The user column: the person's name (their username beside it), the username alone, or System. */
const Actor = ({ e }: { e: AuditEntryView }) => {
  const who = e.actorName ?? e.username;
  if (!who)
    return (
      <Typography variant="body2" color="text.secondary">
        {L.system}
      </Typography>
    );
  return (
    <>
      {who}
      {e.actorName && e.username && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {e.username}
        </Typography>
      )}
      {e.impersonator && e.impersonator !== e.username && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {L.impersonator}: {e.impersonator}
        </Typography>
      )}
    </>
  );
};

/**
 * A row's changes field by field (before and after), or the details of an event without changes; ids shown by
 * the names of their records. `onHistory` shows the history of the row's record.
 */
const RowDetail = ({ e, onHistory }: { e: AuditEntryView; onHistory?: () => void }) => {
  const changes = changeRows(e.changes, undefined, e.objectTable, e.valueNames);
  const details = Object.entries(e.details ?? {}).map(([field, value]) => ({
    field,
    label: auditFieldLabel(field),
    value: auditValueText(field, value, (iso) => formatDateTime(iso), e.objectTable, e.valueNames),
  }));
  return (
    <Box sx={{ py: 1, px: 2 }}>
      {onHistory && (
        <Button size="small" variant="outlined" startIcon={<HistoryIcon />} onClick={onHistory} sx={{ mb: 1 }}>
          {L.recordHistory}
        </Button>
      )}
      {changes.length > 0 && (
        <Table size="small" aria-label={L.changes} sx={{ maxWidth: 900 }}>
          <TableHead>
            <TableRow>
              <TableCell>{L.field}</TableCell>
              <TableCell>{L.before}</TableCell>
              <TableCell>{L.after}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {changes.map((c) => (
              <TableRow key={c.field}>
                <TableCell sx={{ fontWeight: 500 }}>{c.label}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{c.before}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{c.after}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {details.length > 0 && (
        <Table size="small" aria-label={L.details} sx={{ maxWidth: 900 }}>
          <TableBody>
            {details.map((d) => (
              <TableRow key={d.field}>
                <TableCell sx={{ fontWeight: 500, width: 240 }}>{d.label}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{d.value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {changes.length === 0 && details.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {L.noChanges}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {[e.action && e.action !== e.eventType && `${L.action}: ${e.action}`, e.userAgent, e.requestId && `${L.requestId}: ${e.requestId}`]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </Box>
  );
};

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
  // another page may link to one record's history: ?recordId=<id>
  const [search] = useSearchParams();
  const [draft, setDraft] = useState<AuditFilters>(() => {
    const recordId = search.get('recordId')?.trim() ?? '';
    return recordId ? recordHistoryFilters(recordId, defaultFilters()) : defaultFilters();
  });
  const [filters, setFilters] = useState<AuditFilters>(draft);
  /** the name of the record whose history is shown, as the row it was opened from names it */
  const [recordName, setRecordName] = useState<string | null>(null);
  const showHistory = (e: AuditEntryView) => {
    const next = recordHistoryFilters(e.objectId!, filters);
    setDraft(next);
    setFilters(next);
    setRecordName(e.objectName ?? auditObjectKindLabel(e.objectTable));
    setPage(0);
    setOpen(null);
  };
  const clearRecord = () => {
    setDraft({ ...draft, recordId: '' });
    setFilters((f) => ({ ...f, recordId: '' }));
    setRecordName(null);
    setPage(0);
  };
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<{ field: SortField; direction: 'asc' | 'desc' }>({ field: 'eventTimestamp', direction: 'desc' });
  const [data, setData] = useState<AuditPage>();
  const [loading, setLoading] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [open, setOpen] = useState<string | null>(null);

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

  const set = (k: Exclude<keyof AuditFilters, 'showSystem'>) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [k]: e.target.value });
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
                  {AUDIT_EVENT_TYPE_LABELS[t]}
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
            <TextField select size="small" label={L.objectTable} value={draft.objectTable} onChange={set('objectTable')}>
              <MenuItem value="">{L.allKinds}</MenuItem>
              {OBJECT_KINDS.map((k) => (
                <MenuItem key={k.id} value={k.id}>
                  {k.name}
                </MenuItem>
              ))}
            </TextField>
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
            <FormControlLabel
              control={
                <Switch
                  checked={draft.showSystem}
                  onChange={(e) => {
                    // applies at once, like a column choice: the rest of the draft stays a draft
                    const showSystem = e.target.checked;
                    setDraft({ ...draft, showSystem });
                    setFilters((f) => ({ ...f, showSystem }));
                    setPage(0);
                  }}
                />
              }
              label={L.showSystem}
            />
            {filters.recordId && (
              <Stack direction="row" spacing={1} sx={{ gridColumn: '1 / -1', alignItems: 'center' }}>
                <Chip icon={<HistoryIcon />} label={`${L.record}: ${recordName ?? filters.recordId}`} color="primary" variant="outlined" />
                <Button size="small" startIcon={<CloseIcon />} onClick={clearRecord}>
                  {L.clearRecord}
                </Button>
              </Stack>
            )}
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
                  setRecordName(null);
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
                <TableCell padding="checkbox" />
                {head('eventTimestamp', L.eventTimestamp)}
                {head('eventType', L.eventType)}
                {scope === 'ALL' && <TableCell>{L.tenantName}</TableCell>}
                {head('username', L.user)}
                {head('objectTable', L.objectTable)}
                <TableCell>{L.record}</TableCell>
                <TableCell>{L.changes}</TableCell>
                <TableCell>{L.ipAddress}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.content.map((e) => {
                // the fields that changed (a field kept as an object once, not each of its parts)
                const changed = [...new Set(changeRows(e.changes).map((c) => auditFieldLabel(c.field.split('.')[0])))];
                const shown = open === e.id;
                const toggle = () => setOpen(shown ? null : e.id);
                return (
                  <Fragment key={e.id}>
                    <TableRow hover onClick={toggle} sx={{ cursor: 'pointer', '& > td': { borderBottom: shown ? 'none' : undefined } }}>
                      <TableCell padding="checkbox">
                        <IconButton size="small" aria-label={shown ? 'Hide changes' : 'Show changes'} aria-expanded={shown}>
                          {shown ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                        </IconButton>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.eventTimestamp, undefined, 'UTC')}</TableCell>
                      <TableCell>{labelOf(AUDIT_EVENT_TYPE_LABELS, e.eventType)}</TableCell>
                      {scope === 'ALL' && <TableCell>{e.tenantName ?? ''}</TableCell>}
                      <TableCell>
                        <Actor e={e} />
                      </TableCell>
                      <TableCell>{auditObjectKindLabel(e.objectTable)}</TableCell>
                      <TableCell>{e.objectName ?? ''}</TableCell>
                      <TableCell sx={{ maxWidth: 320 }}>{changed.join(', ')}</TableCell>
                      <TableCell>{e.ipAddress}</TableCell>
                    </TableRow>
                    {shown && (
                      <TableRow>
                        <TableCell colSpan={scope === 'ALL' ? 9 : 8} sx={{ bgcolor: 'action.hover' }}>
                          <RowDetail
                            e={e}
                            onHistory={
                              e.objectId && RECORD_ID.test(e.objectId) && e.objectId !== filters.recordId ? () => showHistory(e) : undefined
                            }
                          />
                        </TableCell>
                      </TableRow>
                    )}
                  </Fragment>
                );
              })}
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
