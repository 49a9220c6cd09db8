import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  BASIC_CLEARANCE_LEVEL,
  PERM_CERTIFICATION_DURATION,
  SPECIAL_ACCESS_TYPE,
  VISIT_SUBMISSION_METHOD,
  TEXT_LIMITS,
} from '@clearline/shared';
import { ChoiceArrayInput, ChoiceInput, DateInput, FlagInput, LimitedTextInput, PhoneInput } from '../../components/inputs';
import { useFacilityChoices } from '../../lib/facilityChoices';
import { useContractChoices, grid, grid3 } from './visitForm';
import type { OutgoingVisit } from './visitApi';

/** A point of contact at the host (technical or security): name, e-mail, phone. */
const Contact = ({ source, title }: { source: 'meetingTPOC' | 'meetingSPOC'; title: string }) => (
  <>
    <Typography variant="subtitle2" sx={{ mt: 1 }}>
      {title}
    </Typography>
    <Box sx={grid3}>
      <LimitedTextInput source={`${source}.fullName`} label={`${title} Name`} />
      <LimitedTextInput source={`${source}.email`} label={`${title} Email`} type="email" />
      <PhoneInput source={`${source}.phone`} label={`${title} Phone`} />
    </Box>
  </>
);

/** What the security office records on the request: sending facilities, contract, SMO code, how it is sent. */
const OfficeFields = () => {
  const facilities = useFacilityChoices();
  const contracts = useContractChoices();
  const perm = useWatch({ name: 'isPermCertification' }) as boolean | undefined;
  return (
    <Box sx={grid}>
      <ChoiceInput source="fromFacilityId" label="Sending Facility" options={facilities.data ?? []} />
      <ChoiceInput source="passthroughFacilityId" label="Pass-Through Facility" options={facilities.data ?? []} />
      <ChoiceInput source="contractId" label="Contract" options={contracts.data ?? []} />
      <LimitedTextInput source="smoCode" label="SMO Code" />
      <ChoiceInput source="submissionMethod" label="Submission Method" options={VISIT_SUBMISSION_METHOD} />
      <FlagInput source="isPermCertification" label="Permanent Certification" />
      {perm && (
        <ChoiceInput source="permCertificationDuration" label="Certification Duration" options={PERM_CERTIFICATION_DURATION} required />
      )}
    </Box>
  );
};

/**
 * Fields of an outgoing visit. `self`: the employee's request from My Portal (where to, when, why and whom
 * to meet; the security office fills in how and under which contract it is sent).
 */
export const OutgoingInputs = ({ self = false }: { self?: boolean }) => {
  const record = useRecordContext<OutgoingVisit>();
  const perm = useWatch({ name: 'isPermCertification' }) as boolean | undefined;
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={grid}>
        <LimitedTextInput source="toFacilityName" label="Host Organization" required />
        <LimitedTextInput source="toCageCode" label="Host CAGE Code" max={TEXT_LIMITS.cageCode} />
        <DateInput source="startDate" label="Start Date" required />
        <DateInput
          source="endDate"
          label="End Date"
          required={!perm}
          minSource="startDate"
          minLabel="Start Date"
          helperText={perm ? 'Left blank: the last day of the certification' : undefined}
        />
        <ChoiceInput source="clearanceLevel" label="Clearance Level" options={BASIC_CLEARANCE_LEVEL} defaultValue="SECRET" required />
        <ChoiceArrayInput source="specialAccesses" label="Special Accesses" options={SPECIAL_ACCESS_TYPE} />
      </Box>
      {!self && <OfficeFields />}
      <LimitedTextInput source="visitPurpose" label="Visit Purpose" required multiline max={TEXT_LIMITS.narrative} fullWidth />
      <Contact source="meetingTPOC" title="Technical Point Of Contact" />
      <Contact source="meetingSPOC" title="Security Point Of Contact" />
      <Box sx={grid}>
        <LimitedTextInput source="meetingNotesEmployee" label="Notes From Employee" multiline max={TEXT_LIMITS.notes} />
        {(!self || record?.meetingNotesHelpdesk) && (
          <LimitedTextInput
            source="meetingNotesHelpdesk"
            label="Notes From Security Office"
            multiline
            max={TEXT_LIMITS.notes}
            readOnly={self ? true : undefined}
          />
        )}
      </Box>
    </Box>
  );
};
