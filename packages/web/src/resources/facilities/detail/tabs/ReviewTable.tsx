import { useState, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, CardHeader, Chip, IconButton, Stack, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { DataTable, ListContextProvider, useList, useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { FACILITY_REVIEW_MESSAGES as M } from '@clearline/shared';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { actionsColSx, KeyboardBody, rowFocusSx } from '../../../../components/ListTable';
import { failureMessage } from '../../../../lib/feedback';
import { LoadState } from '../../../../lib/LoadState';
import { useGranted } from '../../../../lib/useGranted';

/** The red "Overdue" flag of a record past its due date. */
export const OverdueChip = ({ show, label = M.overdue }: { show: boolean; label?: string }) =>
  show ? <Chip size="small" color="error" label={label} sx={{ ml: 1 }} /> : null;

export interface ReviewTableProps<T extends { id: string }> {
  /** the card's title and the record kind of the toasts (e.g. "Inspection") */
  title: string;
  item: string;
  addLabel: string;
  rows: T[] | undefined;
  isPending: boolean;
  error: unknown;
  /** the query to refresh after a delete */
  queryKey: unknown[];
  onAdd: () => void;
  onEdit: (row: T) => void;
  /** deletes the row; rows it returns false for offer no delete */
  onDelete: (row: T) => Promise<unknown>;
  canDelete?: (row: T) => boolean;
  children: ReactNode;
}

/**
 * A titled table of one kind of a facility's records with Add (CREATE on FACILITIES), and Edit and Delete
 * (UPDATE / DELETE) on each row; a delete asks first and answers with the spec's toast.
 */
export function ReviewTable<T extends { id: string }>(p: ReviewTableProps<T>) {
  const list = useList({ data: p.rows ?? [], isPending: p.isPending, perPage: 50 });
  const canCreate = useGranted('FACILITIES', 'CREATE');
  const canUpdate = useGranted('FACILITIES', 'UPDATE');
  const canRemove = useGranted('FACILITIES', 'DELETE');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await p.onDelete(deleting);
      notify(M.deleted(p.item), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: p.queryKey });
    } catch (error) {
      notify(failureMessage(error, M.deleteFailed(p.item)), { type: 'error' });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  return (
    <Card component="section" aria-label={p.title}>
      <CardHeader
        title={p.title}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          canCreate ? (
            <Button onClick={p.onAdd} startIcon={<AddIcon />} variant="contained" size="small">
              {p.addLabel}
            </Button>
          ) : undefined
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {p.error ? (
          <LoadState isPending={false} error={p.error} />
        ) : (
          <ListContextProvider value={list}>
            <Box sx={{ overflowX: 'auto' }}>
              <DataTable
                bulkActionButtons={false}
                body={canUpdate ? KeyboardBody : undefined}
                sx={rowFocusSx}
                rowClick={canUpdate ? (_id, _resource, record) => (p.onEdit(record as T), false) : false}
                empty={<Box sx={{ p: 2, color: 'text.secondary' }}>No records</Box>}
              >
                {p.children}
                {(canUpdate || canRemove) && (
                  <DataTable.Col
                    label="Actions"
                    disableSort
                    align="right"
                    headerClassName="actions"
                    sx={actionsColSx}
                    render={(row: T) => (
                      <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }} onClick={(e) => e.stopPropagation()}>
                        {canUpdate && (
                          <Tooltip title="Edit">
                            <IconButton size="small" aria-label="Edit" onClick={() => p.onEdit(row)}>
                              <EditIcon fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        )}
                        {canRemove && (p.canDelete?.(row) ?? true) && (
                          <Tooltip title="Delete">
                            <IconButton size="small" aria-label="Delete" color="error" onClick={() => setDeleting(row)}>
                              <DeleteIcon fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        )}
                      </Stack>
                    )}
                  />
                )}
              </DataTable>
            </Box>
          </ListContextProvider>
        )}
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        loading={busy}
        content={M.deleteConfirm(p.item)}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
