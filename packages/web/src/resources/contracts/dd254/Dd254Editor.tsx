import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  FormControlLabel,
  FormGroup,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Title, useNotify } from 'react-admin';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import {
  DD254_ACCESS,
  DD254_BLOCKS,
  DD254_CLEARANCE,
  DD254_DISTRIBUTION,
  DD254_MESSAGES,
  DD254_PERFORMANCE,
  DD254_RELEASE,
  DD254_SAFEGUARDING,
  DD254_STATUS,
} from '@clearline/shared';
import { api, dataOf, type Schema } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import {
  ChoiceInput,
  DateInput,
  FlagInput,
  InputsReadOnly,
  LimitedTextInput,
  PhoneInput,
  useInputReadOnly,
} from '../../../components/inputs';
import { formatDate } from '../../../lib/dates';
import { failureMessage } from '../../../lib/feedback';
import { LoadState } from '../../../lib/LoadState';
import { useGranted } from '../../../lib/useGranted';
import { dd254Path, downloadDd254Pdf, fetchDd254Pdf } from './dd254Api';
import { versionName } from './Dd254Section';

type Dd254 = Schema<'Dd254View'>;
type Dd254Body = Schema<'Dd254Dto'>;

/** The blocks a draft saves (every field of the PUT body but the version). */
const FIELDS = [
  'facilityClearance',
  'safeguardingLevel',
  'primeContractNumber',
  'subcontractNumber',
  'solicitationNumber',
  'solicitationDueDate',
  'originalDate',
  'revisionDate',
  'finalDate',
  'followOn',
  'precedingContractNumber',
  'finalRetention',
  'retentionRequestDate',
  'retentionPeriod',
  'contractorName',
  'contractorAddress',
  'contractorCage',
  'contractorCsoName',
  'contractorCsoAddress',
  'subcontractorName',
  'subcontractorAddress',
  'subcontractorCage',
  'subcontractorCsoName',
  'subcontractorCsoAddress',
  'performanceLocation',
  'performanceCage',
  'performanceCsoName',
  'performanceCsoAddress',
  'procurementDescription',
  'accessRequired',
  'accessOther',
  'performanceRequirements',
  'performanceOther',
  'publicRelease',
  'publicReleaseThrough',
  'publicReleaseTo',
  'securityGuidance',
  'additionalRequirements',
  'additionalRequirementsText',
  'inspections',
  'inspectionsText',
  'certifierName',
  'certifierTitle',
  'certifierPhone',
  'certifierAddress',
  'certifierEmail',
  'certifiedDate',
  'distribution',
  'distributionOther',
  'nextReviewDate',
] as const satisfies ReadonlyArray<keyof Dd254Body>;

/** The PUT body of the form's values: the blocks (blank text as null) and the version read. */
function bodyOf(values: Record<string, unknown>): Dd254Body {
  const body: Record<string, unknown> = { version: values.version };
  for (const key of FIELDS) {
    const v = values[key];
    body[key] = v === '' || v === undefined ? null : v;
  }
  return body as Dd254Body;
}

/** Yes/no for each lettered line of items 10, 11 and 17: checked is "yes"; the value is the list of checked letters. */
const LetterChecks = ({ source, options, label }: { source: string; options: Readonly<Record<string, string>>; label: string }) => {
  const { field } = useController({ name: source });
  const readOnly = useInputReadOnly();
  const value: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const toggle = (key: string, on: boolean) => field.onChange(Object.keys(options).filter((k) => (k === key ? on : value.includes(k))));
  return (
    <FormGroup aria-label={label} sx={{ mb: 1 }}>
      {Object.entries(options).map(([key, text]) => (
        <FormControlLabel
          key={key}
          control={
            <Checkbox
              size="small"
              checked={value.includes(key)}
              disabled={readOnly}
              onChange={(e) => toggle(key, e.target.checked)}
              slotProps={{ input: { 'aria-label': text } }}
            />
          }
          label={<Typography variant="body2">{text}</Typography>}
        />
      ))}
    </FormGroup>
  );
};

/** Which blocks the user opened or closed, by title: kept above the form, so a reload of the stored version leaves them so. */
type OpenBlocks = { isOpen: (title: string, byDefault: boolean) => boolean; set: (title: string, open: boolean) => void };
const OpenBlocksContext = createContext<OpenBlocks | null>(null);

const useOpenBlocks = (): OpenBlocks => {
  const [state, setState] = useState<Record<string, boolean>>({});
  return useMemo(
    () => ({ isOpen: (title, byDefault) => state[title] ?? byDefault, set: (title, open) => setState((s) => ({ ...s, [title]: open })) }),
    [state],
  );
};

/** A block of the form as an accordion panel; `yes`: how many of its items are checked. */
const Block = ({
  title,
  yes,
  children,
  defaultExpanded = false,
}: {
  title: string;
  yes?: number;
  children: ReactNode;
  defaultExpanded?: boolean;
}) => {
  const blocks = useContext(OpenBlocksContext);
  const [own, setOwn] = useState(defaultExpanded);
  return (
    <Accordion
      expanded={blocks ? blocks.isOpen(title, defaultExpanded) : own}
      onChange={(_, open) => (blocks ? blocks.set(title, open) : setOwn(open))}
      disableGutters
      variant="outlined"
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 600 }}>
          {title}
          {yes === undefined ? '' : ` (${yes} yes)`}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
};

/** Two inputs side by side (one column on a narrow screen). */
const Pair = ({ children }: { children: ReactNode }) => (
  <Grid container columnSpacing={2}>
    {(Array.isArray(children) ? children : [children]).map((c, i) => (
      <Grid key={i} size={{ xs: 12, md: 6 }}>
        {c}
      </Grid>
    ))}
  </Grid>
);

const Party = ({ prefix, n }: { prefix: 'contractor' | 'subcontractor' | 'performance'; n: 6 | 7 | 8 }) => (
  <>
    {prefix === 'performance' ? (
      <LimitedTextInput source="performanceLocation" label={`${n}a. Location`} multiline max={500} fullWidth />
    ) : (
      <Pair>
        <LimitedTextInput source={`${prefix}Name`} label={`${n}a. Name`} fullWidth />
        <LimitedTextInput source={`${prefix}Address`} label={`${n}a. Address and ZIP Code`} multiline max={500} fullWidth />
      </Pair>
    )}
    <Pair>
      <LimitedTextInput source={`${prefix}Cage`} label={`${n}b. CAGE Code`} max={5} fullWidth />
      <LimitedTextInput source={`${prefix}CsoName`} label={`${n}c. Cognizant Security Office (CSO)`} fullWidth />
    </Pair>
    <LimitedTextInput source={`${prefix}CsoAddress`} label={`${n}c. CSO Address and ZIP Code`} multiline max={500} fullWidth />
  </>
);

/** Every block of the form, grouped as the form numbers them. */
const Dd254Blocks = ({ d }: { d: Dd254 }) => {
  const followOn = useWatch({ name: 'followOn' }) as boolean;
  const finalRetention = useWatch({ name: 'finalRetention' }) as boolean;
  const release = useWatch({ name: 'publicRelease' }) as string;
  const additional = useWatch({ name: 'additionalRequirements' }) as boolean;
  const inspections = useWatch({ name: 'inspections' }) as boolean;
  const access = (useWatch({ name: 'accessRequired' }) as string[] | undefined) ?? [];
  const perf = (useWatch({ name: 'performanceRequirements' }) as string[] | undefined) ?? [];
  const dist = (useWatch({ name: 'distribution' }) as string[] | undefined) ?? [];
  return (
    <Box>
      <Block title={`${DD254_BLOCKS.b1} · ${DD254_BLOCKS.b2} · ${DD254_BLOCKS.b3}`} defaultExpanded>
        <Pair>
          <ChoiceInput source="facilityClearance" label="1a. Facility Clearance Required" options={DD254_CLEARANCE} fullWidth />
          <ChoiceInput source="safeguardingLevel" label="1b. Level of Safeguarding Required" options={DD254_SAFEGUARDING} fullWidth />
        </Pair>
        <Pair>
          <LimitedTextInput source="primeContractNumber" label="2a. Prime Contract Number" fullWidth />
          <LimitedTextInput source="subcontractNumber" label="2b. Subcontract Number" fullWidth />
        </Pair>
        <Pair>
          <LimitedTextInput source="solicitationNumber" label="2c. Solicitation or Other Number" fullWidth />
          <DateInput source="solicitationDueDate" label="2c. Due Date" fullWidth />
        </Pair>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          3. This specification is: <strong>{versionName(d)}</strong>
          {d.status === 'DRAFT' && ' (blank dates become the date of issue)'}
        </Typography>
        <Pair>
          <DateInput source="originalDate" label="3a. Original Date" fullWidth />
          {d.kind === 'REVISED' ? (
            <DateInput source="revisionDate" label={`3b. Revision ${d.revisionNumber} Date`} fullWidth />
          ) : d.kind === 'FINAL' ? (
            <DateInput source="finalDate" label="3c. Final Date" fullWidth />
          ) : (
            <span />
          )}
        </Pair>
      </Block>
      <Block title={`${DD254_BLOCKS.b4} · ${DD254_BLOCKS.b5}`}>
        <FlagInput source="followOn" label="4. This is a follow-on contract" />
        {followOn && <LimitedTextInput source="precedingContractNumber" label="4. Preceding Contract Number" fullWidth />}
        <FlagInput source="finalRetention" label="5. This is a final DD Form 254 (retention of classified material)" />
        {finalRetention && (
          <Pair>
            <DateInput source="retentionRequestDate" label="5. Date of the Retention Request" fullWidth />
            <LimitedTextInput source="retentionPeriod" label="5. Retention Period" fullWidth />
          </Pair>
        )}
      </Block>
      <Block title={DD254_BLOCKS.b6}>
        <Party prefix="contractor" n={6} />
      </Block>
      <Block title={DD254_BLOCKS.b7}>
        <Party prefix="subcontractor" n={7} />
      </Block>
      <Block title={DD254_BLOCKS.b8}>
        <Party prefix="performance" n={8} />
      </Block>
      <Block title={DD254_BLOCKS.b9}>
        <LimitedTextInput
          source="procurementDescription"
          label="9. General Identification of this Procurement"
          multiline
          max={4000}
          fullWidth
        />
      </Block>
      <Block title={DD254_BLOCKS.b10} yes={access.length}>
        <LetterChecks source="accessRequired" options={DD254_ACCESS} label={DD254_BLOCKS.b10} />
        {access.includes('K_OTHER') && <LimitedTextInput source="accessOther" label="10k. Other Access" multiline max={500} fullWidth />}
      </Block>
      <Block title={DD254_BLOCKS.b11} yes={perf.length}>
        <LetterChecks source="performanceRequirements" options={DD254_PERFORMANCE} label={DD254_BLOCKS.b11} />
        {perf.includes('M_OTHER') && <LimitedTextInput source="performanceOther" label="11m. Other" multiline max={500} fullWidth />}
      </Block>
      <Block title={`${DD254_BLOCKS.b12} · ${DD254_BLOCKS.b13}`}>
        <ChoiceInput source="publicRelease" label="12. Public Release" options={DD254_RELEASE} emptyText={undefined} fullWidth />
        {release === 'THROUGH' && (
          <LimitedTextInput source="publicReleaseThrough" label="12. Release Through" multiline max={500} fullWidth />
        )}
        <LimitedTextInput source="publicReleaseTo" label="12. Release To (for review)" multiline max={500} fullWidth />
        <LimitedTextInput source="securityGuidance" label="13. Security Guidance" multiline max={4000} fullWidth />
      </Block>
      <Block title={`${DD254_BLOCKS.b14} · ${DD254_BLOCKS.b15}`}>
        <FlagInput source="additionalRequirements" label="14. Additional security requirements are established for this contract" />
        {additional && (
          <LimitedTextInput
            source="additionalRequirementsText"
            label="14. Additional Security Requirements Text"
            multiline
            max={4000}
            fullWidth
          />
        )}
        <FlagInput source="inspections" label="15. Elements of this contract are outside the inspection responsibility of the CSO" />
        {inspections && <LimitedTextInput source="inspectionsText" label="15. Inspections Text" multiline max={4000} fullWidth />}
      </Block>
      <Block title={`${DD254_BLOCKS.b16} · ${DD254_BLOCKS.b17}`}>
        <Pair>
          <LimitedTextInput source="certifierName" label="16a. Name of Certifying Official" fullWidth />
          <LimitedTextInput source="certifierTitle" label="16b. Title" fullWidth />
        </Pair>
        <Pair>
          <PhoneInput source="certifierPhone" label="16c. Telephone" fullWidth />
          <LimitedTextInput source="certifierEmail" label="16e. E-mail Address" fullWidth />
        </Pair>
        <Pair>
          <LimitedTextInput source="certifierAddress" label="16d. Address" multiline max={500} fullWidth />
          <DateInput source="certifiedDate" label="16g. Date Signed" fullWidth />
        </Pair>
        <Typography variant="subtitle2" sx={{ mt: 1 }}>
          {DD254_BLOCKS.b17}
        </Typography>
        <LetterChecks source="distribution" options={DD254_DISTRIBUTION} label={DD254_BLOCKS.b17} />
        {dist.includes('F_OTHERS') && <LimitedTextInput source="distributionOther" label="17f. Others" multiline max={500} fullWidth />}
      </Block>
      {d.kind !== 'FINAL' && (
        <Box sx={{ mt: 2, maxWidth: 360 }}>
          <DateInput
            source="nextReviewDate"
            label="Next Review Date"
            helperText={d.status === 'DRAFT' ? 'Blank: two years after the date of issue' : undefined}
            fullWidth
          />
        </Box>
      )}
    </Box>
  );
};

/** Save, issue, revise, delete and the PDF; inside the form so that Issue saves what was typed first. */
const Actions = ({ d, contractId, hasDraft }: { d: Dd254; contractId: string; hasDraft: boolean }) => {
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();
  // read while rendering: react-hook-form tracks only the form state a render has read
  const {
    handleSubmit,
    formState: { isDirty },
  } = useFormContext();
  const canUpdate = useGranted('CONTRACTS', 'UPDATE');
  const canCreate = useGranted('CONTRACTS', 'CREATE');
  const canDelete = useGranted('CONTRACTS', 'DELETE');
  const [confirm, setConfirm] = useState<'issue' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);
  const path = { id: contractId, dd254Id: d.id };
  const refresh = () => client.invalidateQueries({ queryKey: ['dd254', contractId] });
  const run = async (what: () => Promise<void>) => {
    setBusy(true);
    try {
      await what();
    } catch (e) {
      notify(failureMessage(e, 'The DD254 could not be saved'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const save = async (values: Record<string, unknown>) => {
    await api.PUT('/api/v1/contracts/{id}/dd254/{dd254Id}', { params: { path }, body: bodyOf(values) });
  };
  const issue = () =>
    handleSubmit((values) =>
      run(async () => {
        let stored = false;
        try {
          if (isDirty) {
            await save(values);
            stored = true;
          }
          await api.PUT('/api/v1/contracts/{id}/dd254/{dd254Id}/issue', { params: { path } });
          stored = true;
          notify(DD254_MESSAGES.issued, { type: 'success' });
        } finally {
          // issued, or saved and then refused as incomplete: the form takes the stored version (else the next Save is a conflict)
          if (stored) await refresh();
        }
      }),
    )();
  const revise = (kind: 'REVISED' | 'FINAL') =>
    run(async () => {
      const created = dataOf(await api.POST('/api/v1/contracts/{id}/dd254/{dd254Id}/revise', { params: { path }, body: { kind } }));
      notify(DD254_MESSAGES.revised, { type: 'success' });
      await refresh();
      navigate(dd254Path(contractId, created.id));
    });
  const remove = () =>
    run(async () => {
      await api.DELETE('/api/v1/contracts/{id}/dd254/{dd254Id}', { params: { path } });
      notify(DD254_MESSAGES.deleted, { type: 'success' });
      await refresh();
      navigate(`/contracts/${contractId}/contract-info/dd254`);
    });
  const pdf = async () => {
    const r = await downloadDd254Pdf(contractId, d.id);
    notify(r.message, { type: r.ok ? 'info' : 'error' });
  };
  const draft = d.status === 'DRAFT';
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, my: 2 }}>
      {draft && canUpdate && (
        <>
          <Button type="submit" variant="contained" disabled={busy}>
            Save
          </Button>
          <Button variant="outlined" color="success" disabled={busy} onClick={() => setConfirm('issue')}>
            Issue
          </Button>
        </>
      )}
      {!draft && d.current && !hasDraft && d.kind !== 'FINAL' && canCreate && (
        <>
          <Button variant="contained" disabled={busy} onClick={() => void revise('REVISED')}>
            Revise
          </Button>
          <Button variant="outlined" disabled={busy} onClick={() => void revise('FINAL')}>
            Final DD254
          </Button>
        </>
      )}
      <Button variant="outlined" onClick={() => void pdf()}>
        Download PDF
      </Button>
      {draft && canDelete && (
        <Button color="error" disabled={busy} onClick={() => setConfirm('delete')}>
          Delete Draft
        </Button>
      )}
      <ConfirmDialog
        open={confirm === 'issue'}
        content={DD254_MESSAGES.issueConfirm}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          setConfirm(null);
          void issue();
        }}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        content={DD254_MESSAGES.deleteConfirm}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          setConfirm(null);
          void remove();
        }}
      />
    </Stack>
  );
};

/** The saved PDF of the version in an object frame (reloaded after each save). */
const PdfPreview = ({ contractId, d }: { contractId: string; d: Dd254 }) => {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current: string | null = null;
    let cancelled = false;
    setFailed(false);
    void (async () => {
      try {
        const res = await fetchDd254Pdf(contractId, d.id);
        if (!res.ok) throw new Error(String(res.status));
        const blob = await res.blob();
        if (cancelled) return;
        current = URL.createObjectURL(blob);
        setUrl(current);
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      if (current) URL.revokeObjectURL(current);
    };
  }, [contractId, d.id, d.version]);
  if (failed) return <Alert severity="error">The PDF could not be shown.</Alert>;
  if (!url) return <LoadState isPending error={null} />;
  return (
    <Box
      component="object"
      data={url}
      type="application/pdf"
      aria-label="DD254 PDF preview"
      data-testid="dd254-pdf-preview"
      sx={{ width: '100%', height: 900, border: 1, borderColor: 'divider' }}
    >
      <Typography sx={{ p: 2 }}>The browser cannot show the PDF here; use Download PDF.</Typography>
    </Box>
  );
};

/** /contracts/{id}/contract-info/dd254/add: the original starts as a draft filled from the contract. */
const Dd254Add = ({ contractId }: { contractId: string }) => {
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    try {
      const d = dataOf(await api.POST('/api/v1/contracts/{id}/dd254', { params: { path: { id: contractId } }, body: {} }));
      notify(DD254_MESSAGES.created(d.contractNumber), { type: 'success' });
      await client.invalidateQueries({ queryKey: ['dd254', contractId] });
      navigate(dd254Path(contractId, d.id), { replace: true });
    } catch (e) {
      notify(failureMessage(e, 'The DD254 could not be added'), { type: 'error' });
      setBusy(false);
    }
  };
  return (
    <Card variant="outlined" sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={DD254_MESSAGES.addTitle} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {DD254_MESSAGES.addTitle}
        </Typography>
        <Typography sx={{ mb: 2 }}>
          The original DD254 starts as a draft filled in from the contract: the contract number, the clearance level, the contractor (your
          company and the contract's facility with its CAGE code), the procurement and the contracting officer. Complete the other blocks,
          then issue it.
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" disabled={busy} onClick={() => void create()}>
            Create Draft
          </Button>
          <Button component={RouterLink} to={`/contracts/${contractId}/contract-info/dd254`}>
            Cancel
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};

/**
 * /contracts/{id}/contract-info/dd254/add and /contracts/{id}/contract-info/dd254/{dd254Id}: the DD Form 254
 * editor (every block, grouped as the form numbers them), its actions and its PDF.
 */
export const Dd254Editor = () => {
  const { id = '', dd254Id = 'add' } = useParams();
  const notify = useNotify();
  const client = useQueryClient();
  const [preview, setPreview] = useState(false);
  const openBlocks = useOpenBlocks();
  const adding = dd254Id === 'add';
  const q = useQuery({
    queryKey: ['dd254', id, dd254Id],
    enabled: !adding,
    queryFn: async ({ signal }) =>
      dataOf(await api.GET('/api/v1/contracts/{id}/dd254/{dd254Id}', { params: { path: { id, dd254Id } }, signal })),
  });
  const versions = useQuery({
    queryKey: ['dd254', id],
    enabled: !adding,
    queryFn: async ({ signal }) => dataOf(await api.GET('/api/v1/contracts/{id}/dd254', { params: { path: { id } }, signal })),
  });
  if (adding) return <Dd254Add contractId={id} />;
  const d = q.data;
  if (!d) return <LoadState isPending={q.isPending} error={q.error} />;
  const hasDraft = (versions.data ?? []).some((v) => v.status === 'DRAFT');
  const save = async (values: Record<string, unknown>) => {
    try {
      await api.PUT('/api/v1/contracts/{id}/dd254/{dd254Id}', { params: { path: { id, dd254Id: d.id } }, body: bodyOf(values) });
      notify(DD254_MESSAGES.updated, { type: 'success' });
      await client.invalidateQueries({ queryKey: ['dd254', id] });
    } catch (e) {
      notify(failureMessage(e, 'The DD254 could not be saved'), { type: 'error' });
    }
  };
  return (
    <Box sx={{ mt: 1, mb: 4 }}>
      <Title title={DD254_MESSAGES.editTitle} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          DD Form 254 — {d.contractNumber}
        </Typography>
        <Typography color="text.secondary">{d.contractName}</Typography>
        <Chip label={versionName(d)} />
        <Chip label={DD254_STATUS[d.status]} color={d.status === 'DRAFT' ? 'warning' : 'success'} variant="outlined" />
        {d.current && <Chip size="small" color="success" label="In force" />}
        {d.nextReviewDate && <Typography variant="body2">Next review: {formatDate(d.nextReviewDate)}</Typography>}
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        <RouterLink to={`/contracts/${id}/contract-info/dd254`}>All versions of this contract's DD254</RouterLink>
      </Typography>
      {d.status === 'ISSUED' && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {DD254_MESSAGES.notDraft}.
        </Alert>
      )}
      <OpenBlocksContext.Provider value={openBlocks}>
        <Form key={`${d.id}:${d.version}`} record={d} onSubmit={save} noValidate>
          <Actions d={d} contractId={id} hasDraft={hasDraft} />
          <InputsReadOnly readOnly={d.status === 'ISSUED'}>
            <Dd254Blocks d={d} />
          </InputsReadOnly>
        </Form>
      </OpenBlocksContext.Provider>
      <Stack direction="row" spacing={1} sx={{ mt: 2, mb: 1 }}>
        <Button variant="outlined" onClick={() => setPreview((p) => !p)} aria-expanded={preview}>
          {preview ? 'Hide PDF Preview' : 'Show PDF Preview'}
        </Button>
      </Stack>
      {preview && <PdfPreview contractId={id} d={d} />}
    </Box>
  );
};

export default Dd254Editor;
