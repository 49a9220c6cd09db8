import { useState, type ReactElement, type ReactNode } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Form,
  SaveButton,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { MASTER_DATA_MESSAGES as M } from '@clearline/shared';
import { ListTable } from '../../components/ListTable';
import { DeleteDialog } from '../../components/DeleteDialog';
import { failureMessage } from '../feedback';

type Values = Record<string, unknown>;

/** How a row is deleted: one confirm dialog, two clicks on the button (the first arms it), or not at all. */
export type DeleteMode = 'confirm' | 'twoClick' | 'none';

export interface DialogListProps {
  /** react-admin resource name (see `masterDataResource`). */
  resource: string;
  /** The item of the add/edit toasts and the dialog title ('Checklist' → 'Successfully Added Checklist'). */
  item: string;
  /** The label of the delete toasts; defaults to `item`. */
  deleteLabel?: string;
  /** Add/edit toasts worded otherwise by the spec ('Failed to Add Download', without the full stop). */
  toasts?: Toasts;
  /** `<DataTable.Col>` columns. */
  columns: ReactNode;
  /** react-admin inputs, the same for add and edit. */
  inputs: ReactNode;
  /** Values of a new row (the spec's defaults on add). */
  defaults?: Values;
  /** The form values of an existing row (e.g. a fallback country); defaults to the row itself. */
  toForm?: (record: RaRecord) => Values;
  /** Writes the row instead of the data provider's create / update (multipart uploads). */
  save?: (values: Values, record: RaRecord | undefined) => Promise<unknown>;
  /** Failure messages after which the dialog stays open showing the message (duplicate country codes). */
  keepOpenOn?: readonly string[];
  deleteMode?: DeleteMode;
  /** Row detail panel (one open at a time) and its height in pixels. */
  detail?: ReactElement;
  detailHeight?: number;
  /** The list's order at first: a field the server's list sorts by (react-admin's default, id, is not one). */
  sort: SortPayload;
  /** More row actions, before edit and delete (e.g. a download). */
  rowActions?: ReactNode;
  /** Widens the dialog for long forms. */
  wide?: boolean;
  /** Called after every successful add, edit or delete (e.g. to refresh reference data other screens keep). */
  onChange?: () => void;
}

/** Add/edit toasts that replace the catalogue's "Successfully Added {item}" … */
export type Toasts = Partial<Record<'added' | 'edited' | 'addFailed' | 'editFailed', string>>;

/** The dialog of one add or edit; `record` absent when adding. */
interface DialogState {
  record?: RaRecord;
}

/**
 * A master data list (spec 03 §2, §4, §8, §9): the product's table (page size 10; 10, 20, 50), an add icon,
 * per-row edit and delete, all in dialogs, the same inputs for add and edit. After any success or failure the
 * list refreshes and the dialog closes, except for the failures named in `keepOpenOn`, which stay in the
 * dialog. Toasts name the item; a failure shows the server's message when the answer has one.
 */
export const DialogList = ({
  resource,
  item,
  deleteLabel = item,
  toasts = {},
  columns,
  inputs,
  defaults = {},
  toForm,
  save,
  keepOpenOn = [],
  deleteMode = 'confirm',
  detail,
  detailHeight = 50,
  sort,
  rowActions,
  wide,
  onChange,
}: DialogListProps) => {
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const { canAccess: canCreate } = useCanAccess({ resource, action: 'create' });
  return (
    <Box>
      {canCreate && (
        <Tooltip title={M.add(item)}>
          <IconButton color="primary" aria-label={M.add(item)} onClick={() => setDialog({})}>
            <AddIcon />
          </IconButton>
        </Tooltip>
      )}
      <ListTable
        resource={resource}
        disableSyncWithLocation
        actions={false}
        title={false}
        storeKey={`master-data.${resource}`}
        sort={sort}
        rowActions={
          <>
            {rowActions}
            <EditRowButton item={item} onEdit={(record) => setDialog({ record })} />
            {deleteMode !== 'none' && <DeleteMasterDataButton label={deleteLabel} mode={deleteMode} onChange={onChange} />}
          </>
        }
        dataTableProps={{
          // with a detail panel a click on the row opens it (react-admin hides its expand button from assistive technology)
          rowClick: detail ? 'expand' : false,
          bulkActionButtons: false,
          ...(detail && { expand: <Box sx={{ height: detailHeight, overflow: 'auto' }}>{detail}</Box>, expandSingle: true }),
        }}
      >
        {columns}
      </ListTable>
      {dialog && (
        <MasterDataDialog
          resource={resource}
          item={item}
          toasts={toasts}
          inputs={inputs}
          record={dialog.record}
          initial={dialog.record ? (toForm ? toForm(dialog.record) : dialog.record) : defaults}
          save={save}
          keepOpenOn={keepOpenOn}
          wide={wide}
          onChange={onChange}
          onClose={() => setDialog(null)}
        />
      )}
    </Box>
  );
};

const EditRowButton = ({ item, onEdit }: { item: string; onEdit: (record: RaRecord) => void }) => {
  const record = useRecordContext();
  const resource = useRecordResource();
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  if (!record || !canAccess) return null;
  return (
    <Tooltip title={M.edit(item)}>
      <IconButton
        size="small"
        aria-label={M.edit(item)}
        onClick={(e) => {
          e.stopPropagation();
          onEdit(record);
        }}
      >
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

const useRecordResource = (): string => useResourceContext() ?? '';

interface MasterDataDialogProps {
  resource: string;
  item: string;
  toasts: Toasts;
  inputs: ReactNode;
  record?: RaRecord;
  initial: Values;
  save?: DialogListProps['save'];
  keepOpenOn: readonly string[];
  wide?: boolean;
  onChange?: () => void;
  onClose: () => void;
}

/** Add / edit dialog: writes, toasts, refreshes the list and closes (or stays open on a `keepOpenOn` failure). */
const MasterDataDialog = ({
  resource,
  item,
  toasts,
  inputs,
  record,
  initial,
  save,
  keepOpenOn,
  wide,
  onChange,
  onClose,
}: MasterDataDialogProps) => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [error, setError] = useState<string | null>(null);
  const editing = !!record;

  const submit = async (values: Values) => {
    setError(null);
    try {
      if (save) await save(values, record);
      else if (record) await dataProvider.update(resource, { id: record.id, data: values, previousData: record });
      else await dataProvider.create(resource, { data: values });
      notify(editing ? (toasts.edited ?? M.edited(item)) : (toasts.added ?? M.added(item)), { type: 'success' });
      onChange?.();
    } catch (e) {
      const message = failureMessage(e, editing ? (toasts.editFailed ?? M.editFailed(item)) : (toasts.addFailed ?? M.addFailed(item)));
      notify(message, { type: 'error' });
      if (keepOpenOn.includes(message)) {
        setError(message);
        return;
      }
    }
    refresh();
    onClose();
  };

  return (
    <Dialog
      open
      fullWidth
      maxWidth={wide ? 'md' : 'sm'}
      onClose={(_, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      aria-labelledby="master-data-dialog-title"
    >
      <Form record={initial} onSubmit={submit}>
        <DialogTitle id="master-data-dialog-title">{editing ? M.edit(item) : M.add(item)}</DialogTitle>
        <DialogContent dividers>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {error}
            </Alert>
          )}
          <Box sx={{ display: 'flex', flexDirection: 'column' }}>{inputs}</Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{M.cancel}</Button>
          <SaveButton label={M.save} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
};

/**
 * Row delete: `confirm` asks once in the product's delete dialog; `twoClick` arms on the first click and
 * deletes on the second. Either way the list refreshes and a toast tells the outcome.
 */
const DeleteMasterDataButton = ({ label, mode, onChange }: { label: string; mode: Exclude<DeleteMode, 'none'>; onChange?: () => void }) => {
  const record = useRecordContext();
  const resource = useRecordResource();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [armed, setArmed] = useState(false);
  const [pending, setPending] = useState(false);
  const { canAccess } = useCanAccess({ resource, action: 'delete' });
  if (!record || !canAccess) return null;

  const remove = async () => {
    setPending(true);
    try {
      await dataProvider.delete(resource, { id: record.id, previousData: record });
      notify(M.deleted(label), { type: 'success' });
      onChange?.();
    } catch (e) {
      notify(failureMessage(e, M.deleteFailed(label)), { type: 'error' });
    } finally {
      setPending(false);
      setOpen(false);
      setArmed(false);
      refresh();
    }
  };

  const click = () => {
    if (mode === 'confirm') setOpen(true);
    else if (armed) void remove();
    else setArmed(true);
  };

  return (
    <span onClick={(e) => e.stopPropagation()}>
      <Tooltip title={armed ? M.deleteArmed : M.delete}>
        <IconButton
          size="small"
          color={armed ? 'error' : 'default'}
          aria-label={armed ? M.deleteArmed : M.delete}
          onClick={click}
          onBlur={() => setArmed(false)}
          disabled={pending}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {mode === 'confirm' && <DeleteDialog open={open} loading={pending} onConfirm={() => void remove()} onClose={() => setOpen(false)} />}
    </span>
  );
};
