import { useState, type ChangeEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import { EditBase, SaveButton, Toolbar, useNotify, useRefresh } from 'react-admin';
import { BASIC_CLEARANCE_LEVEL, CONTRACT_STATUS, labelOf, SUBCONTRACTOR_STATUS } from '@clearline/shared';
import { CONTRACT_DOCUMENT_TYPE, CONTRACT_MESSAGES, CONTRACT_STATUS_MOVES } from '@clearline/shared/contracts';
import { api, dataOf, multipart, type Schema } from '../../../api/client';
import { DeleteDialog } from '../../../components/DeleteDialog';
import { InputsReadOnly } from '../../../components/inputs';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { downloadDocument } from '../../../components/upload';
import { EditForm } from '../../../lib/EditForm';
import { formatDate } from '../../../lib/dates';
import { failureMessage } from '../../../lib/feedback';
import { useGranted } from '../../../lib/useGranted';
import { contractBody } from '../contractForm';
import { ContractInputs } from '../ContractInputs';
import { Dd254Section } from '../dd254/Dd254Section';

type Contract = Schema<'ContractDetailView'>;
type Status = Contract['status'];

const MOVE_LABEL: Record<Status, string> = { ACTIVE: 'Reactivate', CLOSING: 'Start Closing', CLOSED: 'Close Contract' };

/** Status moves (POST /contracts/{id}) and delete of the contract. */
const ContractActions = ({ contract }: { contract: Contract }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const canUpdate = useGranted('CONTRACTS', 'UPDATE');
  const canDelete = useGranted('CONTRACTS', 'DELETE');
  const [move, setMove] = useState<Status | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const doMove = async () => {
    if (!move) return;
    setBusy(true);
    try {
      const saved = dataOf(await api.POST('/api/v1/contracts/{id}', { params: { path: { id: contract.id } }, body: { status: move } }));
      notify(CONTRACT_MESSAGES.statusChanged(saved.contractName, CONTRACT_STATUS[saved.status]), { type: 'success' });
      refresh();
    } catch (error) {
      notify(failureMessage(error, 'Failed To Update Contract'), { type: 'error' });
    } finally {
      setBusy(false);
      setMove(null);
    }
  };
  const doDelete = async () => {
    setBusy(true);
    try {
      await api.DELETE('/api/v1/contracts/{id}', { params: { path: { id: contract.id } } });
      notify(CONTRACT_MESSAGES.deleted(contract.contractName), { type: 'success' });
      navigate('/contracts');
    } catch (error) {
      notify(failureMessage(error, 'Failed To Delete Contract'), { type: 'error' });
    } finally {
      setBusy(false);
      setDeleting(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
      {canUpdate &&
        (CONTRACT_STATUS_MOVES[contract.status] as Status[]).map((to) => (
          <Button key={to} variant="outlined" size="small" color={to === 'ACTIVE' ? 'success' : 'warning'} onClick={() => setMove(to)}>
            {MOVE_LABEL[to]}
          </Button>
        ))}
      {canDelete && (
        <Button variant="outlined" size="small" color="error" onClick={() => setDeleting(true)}>
          Delete Contract
        </Button>
      )}
      <ConfirmDialog
        open={!!move}
        loading={busy}
        content={move ? `Move ${contract.contractName} from ${CONTRACT_STATUS[contract.status]} to ${CONTRACT_STATUS[move]}?` : ''}
        onConfirm={doMove}
        onClose={() => setMove(null)}
      />
      <DeleteDialog open={deleting} loading={busy} onConfirm={doDelete} onClose={() => setDeleting(false)} />
    </Stack>
  );
};

/** The contract's subcontractors; a row opens its edit page. */
const Subcontractors = ({ contract }: { contract: Contract }) => {
  // a record just created or listed is cached without its parts until its own answer arrives
  const subcontractors = contract.subcontractors ?? [];
  const canCreate = useGranted('CONTRACTS', 'CREATE');
  const navigate = useNavigate();
  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-label="Subcontractors">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">
            Subcontractors
          </Typography>
          {canCreate && contract.status !== 'CLOSED' && (
            <Button
              component={RouterLink}
              to={`/contracts/${contract.id}/contract-info/subcontractor/add`}
              size="small"
              variant="contained"
              startIcon={<AddIcon />}
            >
              {CONTRACT_MESSAGES.addSubcontractorTitle}
            </Button>
          )}
        </Stack>
        {subcontractors.length ? (
          <Table size="small" aria-label="Subcontractor list">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>CAGE Code</TableCell>
                <TableCell>Subcontract Number</TableCell>
                <TableCell>Facility Clearance</TableCell>
                <TableCell>Safeguarding</TableCell>
                <TableCell>PoP</TableCell>
                <TableCell>DD254 Issued</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {subcontractors.map((s) => (
                <TableRow
                  key={s.id}
                  hover
                  sx={{ cursor: 'pointer' }}
                  onClick={() => navigate(`/contracts/${contract.id}/contract-info/subcontractor/${s.id}`)}
                >
                  <TableCell>{s.subcontractorName}</TableCell>
                  <TableCell>{s.cageCode}</TableCell>
                  <TableCell>{s.subcontractNumber}</TableCell>
                  <TableCell>{BASIC_CLEARANCE_LEVEL[s.facilityClearanceLevel]}</TableCell>
                  <TableCell>{BASIC_CLEARANCE_LEVEL[s.safeguardingLevel]}</TableCell>
                  <TableCell>
                    {s.popStartDate || s.popEndDate ? `${formatDate(s.popStartDate)} – ${formatDate(s.popEndDate)}` : ''}
                  </TableCell>
                  <TableCell>{s.dd254Issued ? `Yes${s.dd254IssuedDate ? ` (${formatDate(s.dd254IssuedDate)})` : ''}` : 'No'}</TableCell>
                  <TableCell>{labelOf(SUBCONTRACTOR_STATUS, s.status)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography color="text.secondary">{CONTRACT_MESSAGES.noSubcontractors}</Typography>
        )}
      </CardContent>
    </Card>
  );
};

/** Documents filed on the contract (POST/PUT/DELETE /contracts/{id}/document). */
const Documents = ({ contract }: { contract: Contract }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const canUpdate = useGranted('CONTRACTS', 'UPDATE');
  const canDelete = useGranted('CONTRACTS', 'DELETE');
  const [documentType, setDocumentType] = useState('OTHER');
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<Contract['documents'][number] | null>(null);
  const documents = contract.documents ?? [];
  const upload = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const saved = dataOf(
        await api.POST('/api/v1/contracts/{id}/document', {
          params: { path: { id: contract.id } },
          ...multipart({ document: JSON.stringify({ documentType, title: title.trim() || null }), file }),
        }),
      );
      notify(CONTRACT_MESSAGES.documentAdded(saved.title), { type: 'success' });
      setTitle('');
      setFile(null);
      setInputKey((k) => k + 1);
      refresh();
    } catch (error) {
      notify(failureMessage(error, 'Failed To Upload Document'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await api.DELETE('/api/v1/contracts/{id}/document/{documentId}', { params: { path: { id: contract.id, documentId: removing.id } } });
      notify(CONTRACT_MESSAGES.documentDeleted(removing.title), { type: 'success' });
      refresh();
    } catch (error) {
      notify(failureMessage(error, 'Failed To Delete Document'), { type: 'error' });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };
  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-label="Documents">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Documents
        </Typography>
        {documents.length ? (
          <Table size="small" aria-label="Document list">
            <TableHead>
              <TableRow>
                <TableCell>Title</TableCell>
                <TableCell>Type</TableCell>
                <TableCell>File</TableCell>
                <TableCell>Uploaded</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {documents.map((d) => (
                <TableRow key={d.id}>
                  <TableCell>{d.title}</TableCell>
                  <TableCell>{labelOf(CONTRACT_DOCUMENT_TYPE, d.documentType)}</TableCell>
                  <TableCell>{d.file.fileName}</TableCell>
                  <TableCell>{formatDate(d.file.uploadedAt)}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      startIcon={<DownloadIcon />}
                      onClick={async () => {
                        const r = await downloadDocument(d.file.filePath, d.file.fileName);
                        if (!r.ok) notify(r.message, { type: 'error' });
                      }}
                    >
                      Download
                    </Button>
                    {canDelete && (
                      <Button size="small" color="error" onClick={() => setRemoving(d)}>
                        Delete
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography color="text.secondary">{CONTRACT_MESSAGES.noDocuments}</Typography>
        )}
        {canUpdate && (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { md: 'center' } }}>
            <TextField
              select
              size="small"
              label="Document Type"
              value={documentType}
              onChange={(e) => setDocumentType(e.target.value)}
              sx={{ minWidth: 220 }}
            >
              {Object.entries(CONTRACT_DOCUMENT_TYPE).map(([value, label]) => (
                <MenuItem key={value} value={value}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
            <TextField size="small" label="Document Title" value={title} onChange={(e) => setTitle(e.target.value)} />
            <input
              key={inputKey}
              type="file"
              aria-label="Document file"
              onChange={(e: ChangeEvent<HTMLInputElement>) => setFile(e.target.files?.[0] ?? null)}
            />
            <Button variant="contained" size="small" disabled={!file || busy} onClick={upload}>
              Upload
            </Button>
          </Stack>
        )}
        <DeleteDialog open={!!removing} loading={busy} onConfirm={remove} onClose={() => setRemoving(null)} />
      </CardContent>
    </Card>
  );
};

/** Tab contract-info: the contract's fields, its subcontractors, documents and DD254. */
export const ContractInfoTab = ({ contract }: { contract: Contract }) => {
  const notify = useNotify();
  const canUpdate = useGranted('CONTRACTS', 'UPDATE');
  const readOnly = !canUpdate || contract.status === 'CLOSED';
  return (
    <Box>
      <ContractActions contract={contract} />
      <Card variant="outlined" sx={{ mb: 2 }}>
        <EditBase
          resource="contracts"
          id={contract.id}
          mutationMode="pessimistic"
          redirect={false}
          transform={contractBody}
          mutationOptions={{
            onSuccess: (data: Contract) => notify(CONTRACT_MESSAGES.updated(data.contractName), { type: 'success' }),
            onError: (error: unknown) => notify(failureMessage(error, 'Failed To Update Contract'), { type: 'error' }),
          }}
        >
          <EditForm
            toolbar={
              readOnly ? (
                false
              ) : (
                <Toolbar>
                  <SaveButton />
                </Toolbar>
              )
            }
          >
            <InputsReadOnly readOnly={readOnly}>
              <ContractInputs />
            </InputsReadOnly>
          </EditForm>
        </EditBase>
      </Card>
      <Subcontractors contract={contract} />
      <Documents contract={contract} />
      <Dd254Section contractId={contract.id} />
    </Box>
  );
};
