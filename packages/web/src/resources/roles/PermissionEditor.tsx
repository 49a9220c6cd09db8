import { Fragment, useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import type { ModuleTreeNode, PermissionMap } from '@clearline/shared';
import { api, dataOf } from '../../api/client';
import { failureMessage } from '../../lib/feedback';
import { FLAG_COLUMNS, ROLE_LABELS } from './labels';
import { changedEntries, toggleFlag, toMap, treeOf, type PermissionEntry } from './permissionEditor';

/**
 * The permission editor of a role: modules as a tree by parentId sorted by pretty name, one checkbox
 * per flag, the VIEW rule (Read off clears the others; another flag needs Read), and Save sends only
 * the difference (PUT /roles/permissions).
 */
export const PermissionEditor = ({ roleId, readOnly }: { roleId: string; readOnly?: boolean }) => {
  const notify = useNotify();
  const [entries, setEntries] = useState<PermissionEntry[]>();
  const [saved, setSaved] = useState<PermissionMap>({});
  const [draft, setDraft] = useState<PermissionMap>({});
  const [saving, setSaving] = useState(false);
  const [loadError, setLoadError] = useState<string>();

  useEffect(() => {
    api
      .GET('/api/v1/roles/{id}/permissions', { params: { path: { id: roleId } } })
      .then((r) => {
        const list: PermissionEntry[] = dataOf(r);
        setEntries(list);
        setSaved(toMap(list));
        setDraft(toMap(list));
      })
      .catch((e: unknown) => setLoadError(failureMessage(e, 'An error occurred while fetching data.')));
  }, [roleId]);

  const tree = useMemo(() => (entries ? treeOf(entries) : []), [entries]);
  const diff = useMemo(() => changedEntries(saved, draft), [saved, draft]);

  const flip = (node: ModuleTreeNode, flag: (typeof FLAG_COLUMNS)[number][0], value: boolean) => {
    const r = toggleFlag(draft, node.module, flag, value);
    if ('error' in r) notify(r.error, { type: 'warning' });
    else setDraft(r.map);
  };

  const save = async () => {
    setSaving(true);
    try {
      const json: PermissionEntry[] = dataOf(await api.PUT('/api/v1/roles/permissions', { body: { roleId, permissions: diff } }));
      setSaved(toMap(json));
      setDraft(toMap(json));
      notify(ROLE_LABELS.saved, { type: 'success' });
    } catch (e) {
      notify(failureMessage(e, ROLE_LABELS.saveFailed), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  if (loadError) return <Alert severity="error">{loadError}</Alert>;
  if (!entries) return <CircularProgress size={28} sx={{ m: 2 }} />;

  const rows = (nodes: ModuleTreeNode[], depth: number) =>
    nodes.map((node) => (
      <Fragment key={node.module.name}>
        <TableRow hover data-module={node.module.name}>
          <TableCell sx={{ pl: 2 + depth * 3 }}>
            <Tooltip title={node.module.description} placement="right">
              <Typography variant="body2" component="span" sx={{ fontWeight: depth === 0 ? 600 : 400 }}>
                {node.module.prettyName}
              </Typography>
            </Tooltip>
          </TableCell>
          {FLAG_COLUMNS.map(([flag, label]) => (
            <TableCell key={flag} padding="checkbox" align="center">
              <Checkbox
                size="small"
                checked={draft[node.module.name]?.[flag] ?? false}
                disabled={readOnly || saving}
                onChange={(e) => flip(node, flag, e.target.checked)}
                slotProps={{ input: { 'aria-label': `${label} ${node.module.prettyName}` } }}
              />
            </TableCell>
          ))}
        </TableRow>
        {rows(node.children, depth + 1)}
      </Fragment>
    ));

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {ROLE_LABELS.permissions}
        </Typography>
        {!readOnly && (
          <Button variant="contained" onClick={save} disabled={saving || diff.length === 0}>
            {saving ? (
              <CircularProgress size={20} color="inherit" />
            ) : diff.length ? (
              `${ROLE_LABELS.save} (${diff.length})`
            ) : (
              ROLE_LABELS.noChanges
            )}
          </Button>
        )}
      </Box>
      {/* a region that scrolls takes focus, so that the keyboard can scroll it too */}
      <Box
        tabIndex={0}
        role="region"
        aria-label={ROLE_LABELS.permissions}
        sx={{ maxHeight: '60vh', overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell>{ROLE_LABELS.module}</TableCell>
              {FLAG_COLUMNS.map(([flag, label]) => (
                <TableCell key={flag} align="center">
                  {label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{rows(tree, 0)}</TableBody>
        </Table>
      </Box>
    </Box>
  );
};
