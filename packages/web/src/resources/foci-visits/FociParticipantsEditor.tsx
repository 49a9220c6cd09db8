import { Autocomplete, Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ReactNode } from 'react';
import { FOCI_VISIT_MESSAGES as M, TEXT_MAX } from '@clearline/shared';
import type { Schema } from '../../api/client';
import { useCountries } from '../../components/inputs';

export type FociAttendee = Schema<'FociAttendeeDto'>;
export type FociAffiliate = Schema<'FociAffiliateDto'>;
export type FociParticipant = Schema<'FociParticipantView'>;

/** An attendee or affiliate row as the editor holds it (a row of the visit answer, or a new one). */
export interface ParticipantRow {
  key: string;
  personnelId: string | null;
  fullName: string;
  organization: string;
  position: string;
  citizenshipCountryId: number | null;
}

let next = 0;
export const newRow = (): ParticipantRow => ({
  key: `new-${++next}`,
  personnelId: null,
  fullName: '',
  organization: '',
  position: '',
  citizenshipCountryId: null,
});

/** The editor's rows of a visit's participants. */
export const rowsOf = (list: FociParticipant[] | undefined): ParticipantRow[] =>
  (list ?? []).map((p) => ({
    key: p.id,
    personnelId: p.personnelId,
    fullName: p.personnelId ? '' : p.fullName,
    organization: p.organization ?? '',
    position: p.position ?? '',
    citizenshipCountryId: p.citizenshipCountryId,
  }));

const text = (v: string) => v.trim() || null;

/** The attendees of a request body (blank rows left out). */
export const attendeesOf = (rows: ParticipantRow[]): FociAttendee[] =>
  rows
    .filter((r) => r.personnelId || r.fullName.trim())
    .map((r) => ({
      personnelId: r.personnelId,
      fullName: r.personnelId ? null : text(r.fullName),
      organization: text(r.organization),
      position: text(r.position),
      citizenshipCountryId: r.citizenshipCountryId,
    }));

/** The affiliates of a request body (blank rows left out). */
export const affiliatesOf = (rows: ParticipantRow[]): FociAffiliate[] =>
  rows
    .filter((r) => r.fullName.trim() || r.citizenshipCountryId)
    .map((r) => ({
      fullName: r.fullName.trim(),
      citizenshipCountryId: r.citizenshipCountryId as number,
      organization: text(r.organization),
      position: text(r.position),
    }));

interface RowsProps {
  rows: ParticipantRow[];
  onChange: (rows: ParticipantRow[]) => void;
  readOnly?: boolean;
}

const CountryField = ({
  label,
  value,
  onChange,
  readOnly,
}: {
  label: string;
  value: number | null;
  onChange: (v: number | null) => void;
  readOnly?: boolean;
}) => {
  const countries = useCountries();
  const options = countries.data ?? [];
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 200 }}
      options={options}
      getOptionLabel={(c) => c.name}
      value={options.find((c) => c.id === value) ?? null}
      onChange={(_e, c) => onChange(c?.id ?? null)}
      disabled={readOnly}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
};

const update = (rows: ParticipantRow[], i: number, patch: Partial<ParticipantRow>) =>
  rows.map((r, j) => (j === i ? { ...r, ...patch } : r));

/**
 * A section of participant rows: its heading, a line when there are none, each row's fields (`fields`) with its
 * remove button, and the add button.
 */
const RowsSection = ({
  rows,
  onChange,
  readOnly,
  label,
  empty,
  noun,
  add,
  fields,
}: RowsProps & {
  label: string;
  empty: string;
  noun: 'attendee' | 'affiliate';
  add: string;
  fields: (r: ParticipantRow, i: number) => ReactNode;
}) => (
  <Box component="section" aria-label={label} sx={{ mb: 3 }}>
    <Typography variant="h6" component="h2" gutterBottom>
      {label}
    </Typography>
    {rows.length === 0 && (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {empty}
      </Typography>
    )}
    {rows.map((r, i) => (
      <Stack
        key={r.key}
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ mb: 1.5, alignItems: { md: 'center' } }}
        data-testid={`${noun}-row`}
      >
        {fields(r, i)}
        {!readOnly && (
          <IconButton aria-label={`Remove ${noun} ${i + 1}`} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
            <DeleteIcon />
          </IconButton>
        )}
      </Stack>
    ))}
    {!readOnly && (
      <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...rows, newRow()])}>
        {add}
      </Button>
    )}
  </Box>
);

/**
 * The attendees of a FOCI visit: a person of the tenant (when `people` are offered) or a foreign national with name,
 * citizenship, organization and position.
 */
export const AttendeeRows = ({ rows, onChange, readOnly, people }: RowsProps & { people?: Array<{ id: string; name: string }> }) => (
  <RowsSection
    rows={rows}
    onChange={onChange}
    readOnly={readOnly}
    label={M.labels.attendees}
    empty={M.noAttendees}
    noun="attendee"
    add="Add Attendee"
    fields={(r, i) => (
      <>
        {people && (
          <TextField
            select
            size="small"
            sx={{ minWidth: 200 }}
            label={M.labels.personnelId}
            value={r.personnelId ?? ''}
            disabled={readOnly}
            onChange={(e) => onChange(update(rows, i, { personnelId: e.target.value || null }))}
          >
            <MenuItem value="">
              <em>Foreign national</em>
            </MenuItem>
            {people.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {!r.personnelId && (
          <>
            <TextField
              size="small"
              label={M.labels.fullName}
              value={r.fullName}
              disabled={readOnly}
              onChange={(e) => onChange(update(rows, i, { fullName: e.target.value }))}
              slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
            />
            <CountryField
              label={M.labels.citizenshipCountryId}
              value={r.citizenshipCountryId}
              readOnly={readOnly}
              onChange={(v) => onChange(update(rows, i, { citizenshipCountryId: v }))}
            />
            <TextField
              size="small"
              label={M.labels.organization}
              value={r.organization}
              disabled={readOnly}
              onChange={(e) => onChange(update(rows, i, { organization: e.target.value }))}
              slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
            />
          </>
        )}
        <TextField
          size="small"
          label={M.labels.position}
          value={r.position}
          disabled={readOnly}
          onChange={(e) => onChange(update(rows, i, { position: e.target.value }))}
          slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
        />
      </>
    )}
  />
);

/** The affiliates of a FOCI visit: the foreign companies or government bodies with their country and relation. */
export const AffiliateRows = ({ rows, onChange, readOnly }: RowsProps) => (
  <RowsSection
    rows={rows}
    onChange={onChange}
    readOnly={readOnly}
    label={M.labels.affiliates}
    empty={M.noAffiliates}
    noun="affiliate"
    add="Add Affiliate"
    fields={(r, i) => (
      <>
        <TextField
          size="small"
          label="Company or Government Body"
          value={r.fullName}
          disabled={readOnly}
          onChange={(e) => onChange(update(rows, i, { fullName: e.target.value }))}
          slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
          sx={{ minWidth: 240 }}
        />
        <CountryField
          label={M.labels.country}
          value={r.citizenshipCountryId}
          readOnly={readOnly}
          onChange={(v) => onChange(update(rows, i, { citizenshipCountryId: v }))}
        />
        <TextField
          size="small"
          label="Relation"
          helperText="e.g. Ultimate Parent, Shareholder"
          value={r.position}
          disabled={readOnly}
          onChange={(e) => onChange(update(rows, i, { position: e.target.value }))}
          slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
        />
      </>
    )}
  />
);
