import { useMemo } from 'react';
import { ArrayInput, SimpleFormIterator, useRecordContext, useSimpleFormIteratorItem } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import {
  BASIC_CLEARANCE_LEVEL,
  foreignVisitorAccessMessage,
  SPECIAL_ACCESS_TYPE,
  VISIT_PAGE_TEXT as T,
  TEXT_LIMITS,
} from '@clearline/shared';
import { revealVisitorSsn, type IncomingVisit } from './visitApi';
import {
  ChoiceArrayInput,
  ChoiceInput,
  CountrySelect,
  DateInput,
  FlagInput,
  inlineError,
  LimitedTextInput,
  SsnInput,
  useInputReadOnly,
} from '../../components/inputs';
import { useFacilityChoices } from '../../lib/facilityChoices';
import { usePersonnelChoices } from '../../lib/choices';
import { grid } from './visitForm';

/**
 * A visitor's SSN: masked as the API answers it (the masked form sent back keeps the stored number); a
 * caller allowed to reveal it sees the whole number on Show SSN (an audited reveal).
 */
const VisitorSsn = ({ visit }: { visit?: IncomingVisit }) => {
  const { index } = useSimpleFormIteratorItem();
  const visitorId = useWatch({ name: `visitors.${index}.id` }) as string | undefined;
  const reveal = visit?.canRevealSsn && visitorId ? () => revealVisitorSsn(visit.id, visitorId) : undefined;
  return <SsnInput source="ssn" label="Visitor SSN" onReveal={reveal} helperText="U.S. persons; leave blank for a foreign national" />;
};

type VisitorValues = Parameters<typeof foreignVisitorAccessMessage>[0];

/**
 * The check of a visitor's clearance level (`part` 'level') or special accesses ('accesses'): a foreign national holds
 * neither (the API's rule and message, foreignVisitorAccessMessage), each input showing it only for its own value.
 */
const foreignNationalCheck = (index: number, part: 'level' | 'accesses') => (_value: unknown, all: Record<string, unknown>) => {
  const visitor = ((all.visitors as VisitorValues[] | undefined) ?? [])[index];
  if (!visitor) return undefined;
  const own: VisitorValues = part === 'level' ? { ...visitor, specialAccesses: [] } : { ...visitor, clearanceLevel: 'NONE' };
  return inlineError(foreignVisitorAccessMessage(own, index + 1));
};

/** One visitor: name, company, citizenship, SSN, clearance and special accesses. */
const VisitorInputs = ({ visit }: { visit?: IncomingVisit }) => {
  const { index } = useSimpleFormIteratorItem();
  const checkLevel = useMemo(() => foreignNationalCheck(index, 'level'), [index]);
  const checkAccesses = useMemo(() => foreignNationalCheck(index, 'accesses'), [index]);
  return (
    <Box sx={{ ...grid, width: '100%' }}>
      <LimitedTextInput source="visitorName" label="Visitor Name" required />
      <LimitedTextInput source="company" label="Company" />
      <CountrySelect source="citizenship" label="Citizenship" required />
      <VisitorSsn visit={visit} />
      <ChoiceInput
        source="clearanceLevel"
        label="Visitor Clearance Level"
        options={BASIC_CLEARANCE_LEVEL}
        defaultValue="NONE"
        required
        validate={checkLevel}
      />
      <ChoiceArrayInput source="specialAccesses" label="Visitor Special Accesses" options={SPECIAL_ACCESS_TYPE} validate={checkAccesses} />
    </Box>
  );
};

/** The visitors of an incoming visit, added, changed and removed in place (the save replaces the list). */
export const VisitorsEditor = () => {
  const readOnly = useInputReadOnly();
  const visit = useRecordContext<IncomingVisit>();
  return (
    <ArrayInput source="visitors" label={false}>
      <SimpleFormIterator
        inline={false}
        disableReordering
        disableClear
        disableAdd={readOnly}
        disableRemove={readOnly}
        getItemLabel={(index) => `#${index + 1}`}
        sx={{ '& .RaSimpleFormIterator-line': { py: 1 } }}
      >
        <VisitorInputs visit={visit} />
      </SimpleFormIterator>
    </ArrayInput>
  );
};

/**
 * Fields of an incoming visit. `self`: the employee's request from My Portal (the employee is the meeting
 * contact; the security office's notes are shown, not edited).
 */
/** Who hosts the visit: the facility visited and the person the visitors meet (security office only). */
const HostFields = () => {
  const facilities = useFacilityChoices();
  const people = usePersonnelChoices();
  return (
    <>
      <ChoiceInput source="toFacilityId" label="Host Facility" options={facilities.data ?? []} />
      <ChoiceInput source="meetingContactId" label="Meeting Contact" options={people.data ?? []} />
    </>
  );
};

export const IncomingInputs = ({ self = false }: { self?: boolean }) => {
  const record = useRecordContext<IncomingVisit>();
  const classified = useWatch({ name: 'isClassifiedVisit' }) as boolean | undefined;
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={grid}>
        <LimitedTextInput source="facilityName" label="Visitors' Organization" required />
        {!self && <HostFields />}
        <DateInput source="startDate" label="Start Date" required />
        <DateInput source="endDate" label="End Date" required minSource="startDate" minLabel="Start Date" />
        <FlagInput source="isClassifiedVisit" label="Classified Visit" />
        <ChoiceInput
          source="clearanceLevel"
          label="Clearance Level"
          options={BASIC_CLEARANCE_LEVEL}
          defaultValue="NONE"
          required
          helperText={classified ? 'The level of classified information the visitors will access' : undefined}
        />
        <ChoiceArrayInput source="specialAccesses" label="Special Accesses" options={SPECIAL_ACCESS_TYPE} />
        <FlagInput source="foreignVisitor" label="Foreign Visitor" helperText="A visitor is not a U.S. citizen" />
        <FlagInput source="foreignVisitorsAttending" label="Foreign Visitors Attending" />
      </Box>
      <LimitedTextInput source="visitPurpose" label="Visit Purpose" required multiline max={TEXT_LIMITS.narrative} fullWidth />
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
        {T.visitors}
      </Typography>
      <VisitorsEditor />
      <Box sx={grid}>
        <LimitedTextInput source="notes.notesFromEmployee" label="Notes From Employee" multiline max={TEXT_LIMITS.notes} />
        {(!self || record?.notes?.notesFromHelpDesk) && (
          <LimitedTextInput
            source="notes.notesFromHelpDesk"
            label="Notes From Help Desk"
            multiline
            max={TEXT_LIMITS.notes}
            readOnly={self ? true : undefined}
          />
        )}
      </Box>
    </Box>
  );
};
