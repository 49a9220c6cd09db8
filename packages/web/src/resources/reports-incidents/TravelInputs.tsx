import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { useQuery } from '@tanstack/react-query';
import { ArrayInput, SimpleFormIterator, useSimpleFormIterator, useSimpleFormIteratorItem } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FOREIGN_TRAVEL_MESSAGES, INCIDENT_PAGE_MESSAGES as M, isIsoDay, type TravelAdvisoryLevel } from '@clearline/shared';
import { CountrySelect, DateInput, LimitedTextInput, PhoneInput, useInputReadOnly } from '../../components/inputs';
import { formatDate } from '../../lib/dates';
import { lookUpTravelAdvisory } from './incidentApi';

const T = FOREIGN_TRAVEL_MESSAGES.labels;

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' } as const;

const SEVERITY: Record<TravelAdvisoryLevel, 'success' | 'info' | 'warning' | 'error'> = {
  1: 'success',
  2: 'info',
  3: 'warning',
  4: 'error',
};

/** The travel advisory of a destination, looked up as soon as its country and both dates are entered. */
export const AdvisoryNotice = ({ countryId, start, end }: { countryId: unknown; start: unknown; end: unknown }) => {
  const ready = typeof countryId === 'number' && isIsoDay(start) && isIsoDay(end) && start <= end;
  const q = useQuery({
    queryKey: ['travel-advisory', countryId, start, end],
    queryFn: ({ signal }) => lookUpTravelAdvisory(countryId as number, start as string, end as string, signal),
    enabled: ready,
    staleTime: 60_000,
    retry: false,
  });
  if (!ready || q.isPending) return null;
  if (q.error)
    return (
      <Alert severity="warning" sx={{ mb: 1 }}>
        {M.advisoryLookupFailed}
      </Alert>
    );
  const advisories = q.data?.advisories ?? [];
  if (!advisories.length)
    return (
      <Alert severity="success" sx={{ mb: 1 }} data-testid="travel-advisory">
        {M.advisoryNone}
      </Alert>
    );
  return (
    <>
      {advisories.map((a) => (
        <Alert key={a.id} severity={SEVERITY[a.advisoryLevel as TravelAdvisoryLevel]} sx={{ mb: 1 }} data-testid="travel-advisory">
          <AlertTitle>
            {M.advisoryFor(a.countryName)}: {a.advisoryLevelLabel}
          </AlertTitle>
          {a.summary}
          <Typography variant="caption" component="div" color="text.secondary">
            In effect from {formatDate(a.effectiveFrom)}
            {a.effectiveTo ? ` to ${formatDate(a.effectiveTo)}` : ''}
          </Typography>
        </Alert>
      ))}
    </>
  );
};

/** "Add …" under a list of rows: a new empty row. */
const AddRowButton = ({ label }: { label: string }) => {
  const { add } = useSimpleFormIterator();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add()}>
      {label}
    </Button>
  );
};

/** The advisory of the destination row the iterator renders. */
const RowAdvisory = () => {
  const { index } = useSimpleFormIteratorItem();
  const row = useWatch({ name: `details.destinations.${index}` }) as Record<string, unknown> | undefined;
  return <AdvisoryNotice countryId={row?.countryId} start={row?.arrivalDate} end={row?.departureDate} />;
};

/** A foreign travel's destinations (each with its advisory) and emergency contacts. */
export const TravelInputs = () => {
  const readOnly = useInputReadOnly();
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
        {T.destinations}
      </Typography>
      <ArrayInput source="details.destinations" label={false}>
        <SimpleFormIterator
          inline={false}
          disableReordering
          disableClear
          disableAdd={readOnly}
          disableRemove={readOnly}
          addButton={<AddRowButton label={M.addDestination} />}
          getItemLabel={(i: number) => FOREIGN_TRAVEL_MESSAGES.destinationRow(i + 1)}
          fullWidth
        >
          <Box sx={grid}>
            <CountrySelect source="countryId" label={T.countryId} required defaultHome={false} />
            <LimitedTextInput source="cities" label={T.cities} multiline />
            <DateInput source="arrivalDate" label={T.arrivalDate} required />
            <DateInput
              source="departureDate"
              label={T.destinationDepartureDate}
              required
              minSource="arrivalDate"
              minLabel={T.arrivalDate}
            />
            <LimitedTextInput source="purpose" label={T.destinationPurpose} multiline />
            <LimitedTextInput source="lodging" label={T.lodging} multiline />
          </Box>
          <RowAdvisory />
        </SimpleFormIterator>
      </ArrayInput>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
        {T.emergencyContacts}
      </Typography>
      <ArrayInput source="details.emergencyContacts" label={false}>
        <SimpleFormIterator
          inline={false}
          disableReordering
          disableClear
          disableAdd={readOnly}
          disableRemove={readOnly}
          addButton={<AddRowButton label={M.addContact} />}
          fullWidth
        >
          <Box sx={grid}>
            <LimitedTextInput source="fullName" label={T.fullName} required />
            <LimitedTextInput source="relationship" label={T.relationship} />
            <PhoneInput source="phone" label={T.phone} />
            <LimitedTextInput source="email" label={T.email} type="email" />
            <CountrySelect source="countryId" label={T.contactCountryId} defaultHome={false} />
          </Box>
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
};
