import { Box, Typography } from '@mui/material';
import { ArrayInput, SimpleFormIterator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  AGENCY,
  BADGE_STATUS,
  BADGE_TYPE,
  CLEARANCE_ACTION,
  CLEARANCE_LEVEL,
  ENROLLMENT_STATUS,
  INVESTIGATION_TIER,
  investigationErrors,
  labelOf,
  OWNED_SERVICED,
  PCL_DETERMINATION,
  PCL_STATUS,
  PERSONNEL_FIELD_LABELS as L,
  POLYGRAPH_RESULT,
  POLYGRAPH_STATUS,
  POLYGRAPH_SYSTEM,
  POLYGRAPH_TYPE,
  SPECIAL_ACCESS_STATUS,
  SPECIAL_ACCESS_TYPE,
  type InvestigationRuleInput,
} from '@clearline/shared';
import { ChoiceInput, crossFieldRule, DateInput, FlagInput, LimitedTextInput, useInputReadOnly } from '../../../components/inputs';
import { PersonPickerInput } from '../PersonPickerInput';
import { useFacilityChoices } from '../../../lib/facilityChoices';
import { useRecords } from '../queries';
import { FormSection } from '../sections/layout';
import type { Badge, Clearance, InvestigationBrief } from '../types';

/** The facility a record is held at (the tenant's facilities). */
const FacilityInput = () => {
  const facilities = useFacilityChoices();
  return <ChoiceInput source="facilityId" label="Facility" options={facilities.data ?? []} required disabled={facilities.isPending} />;
};

const BriefLine = ({ title, brief }: { title: string; brief: InvestigationBrief | null }) => (
  <Typography variant="body2">
    <strong>{title}:</strong>{' '}
    {brief
      ? [
          labelOf(INVESTIGATION_TIER, brief.investigationType),
          labelOf(CLEARANCE_ACTION, brief.clearanceAction),
          brief.investigationOpenDate,
        ]
          .filter(Boolean)
          .join(' · ')
      : '—'}
  </Typography>
);

export const ClearanceInputs = ({ loaded }: { loaded?: Clearance }) => (
  <>
    <FormSection title="Clearance">
      <FacilityInput />
      <ChoiceInput source="pclEligibility" label="Eligibility" options={CLEARANCE_LEVEL} required />
      <ChoiceInput source="pclStatus" label="PCL Status" options={PCL_STATUS} required />
      <ChoiceInput source="pclDetermination" label="Determination" options={PCL_DETERMINATION} />
      <ChoiceInput source="indoctrinationLevel" label="Indoctrination Level" options={CLEARANCE_LEVEL} />
      <DateInput source="eligibilityDeterminationDate" label="Eligibility Determination Date" />
      <ChoiceInput source="ownedServiced" label="Owned / Serviced" options={OWNED_SERVICED} />
      <ChoiceInput source="clearanceGrantingAgency" label="Clearance Granting Agency" options={AGENCY} />
      <LimitedTextInput source="billet" label="Billet" />
    </FormSection>
    <FormSection title="Briefings and Agreements">
      <DateInput source="initialBriefingDate" label="Initial Briefing Date" />
      <DateInput source="ndaDate" label="NDA Date" />
      <DateInput source="attestationDate" label="Attestation Date" />
      <DateInput source="deBriefDate" label="Debrief Date" />
    </FormSection>
    <FormSection title="Continuous Evaluation">
      <ChoiceInput source="ceStatus" label="CE Status" options={ENROLLMENT_STATUS} />
      <DateInput source="ceEnteredDate" label="CE Entered Date" />
    </FormSection>
    {loaded && (
      <Box sx={{ mb: 2 }}>
        <BriefLine title="Completed Investigation" brief={loaded.completedInvestigation} />
        <BriefLine title="Open Investigation" brief={loaded.openInvestigation} />
      </Box>
    )}
  </>
);

export const SpecialAccessInputs = () => (
  <>
    <FormSection title="Special Access">
      <FacilityInput />
      <ChoiceInput source="specialAccessType" label="Special Access Type" options={SPECIAL_ACCESS_TYPE} required />
      <ChoiceInput source="specialAccessStatus" label="Special Access Status" options={SPECIAL_ACCESS_STATUS} required />
      <LimitedTextInput source="sponsor" label="Sponsor" />
      <LimitedTextInput source="ssoLocation" label="SSO Location" />
      <LimitedTextInput source="briefingOfficer" label="Briefing Officer" />
    </FormSection>
    <FormSection title="Dates">
      <DateInput source="submitDate" label="Submit Date" />
      <DateInput source="indoctrinationDate" label="Indoctrination Date" />
      <DateInput source="initialBriefDate" label="Initial Brief Date" />
      <DateInput source="lastBriefDate" label="Last Brief Date" />
      <DateInput source="debriefDate" label="Debrief Date" />
      <FlagInput source="specialAccessBriefReminder" label="Special Access Brief Reminder" />
    </FormSection>
  </>
);

export const PolygraphInputs = () => (
  <FormSection title="Polygraph">
    <FacilityInput />
    <ChoiceInput source="polygraphType" label="Polygraph Type" options={POLYGRAPH_TYPE} required />
    <ChoiceInput source="polygraphStatus" label="Polygraph Status" options={POLYGRAPH_STATUS} required />
    <ChoiceInput source="polygraphResult" label="Polygraph Result" options={POLYGRAPH_RESULT} />
    <ChoiceInput source="agency" label="Agency" options={AGENCY} />
    <ChoiceInput source="polySystem" label="Poly System" options={POLYGRAPH_SYSTEM} />
    <DateInput source="polygraphDate" label="Polygraph Date" />
    <DateInput source="nextPolygraphDate" label="Next Polygraph Date" minSource="polygraphDate" minLabel="Polygraph Date" />
  </FormSection>
);

export const BadgeInputs = ({ loaded }: { loaded?: Badge }) => {
  return (
    <>
      <FormSection title="Badge">
        <ChoiceInput source="badgeType" label="Badge Type" options={BADGE_TYPE} required />
        <ChoiceInput source="badgeStatus" label="Badge Status" options={BADGE_STATUS} required />
        <LimitedTextInput source="badgeNumber" label="Badge Number" />
        <ChoiceInput source="issuingAgency" label="Issuing Agency" options={AGENCY} />
        <LimitedTextInput source="organization" label="Organization" />
        <PersonPickerInput source="badgingOfficerId" label="Badging Officer" />
      </FormSection>
      <FormSection title="Dates">
        <DateInput source="issueDate" label="Issue Date" />
        <DateInput source="expiryDate" label="Expiry Date" minSource="issueDate" minLabel="Issue Date" />
        <DateInput source="renewalSubmissionDate" label="Renewal Submission Date" />
      </FormSection>
      {loaded?.badgingOfficerName && (
        <FormSection title="Badging Officer">
          <Typography variant="body2">{loaded.badgingOfficerName}</Typography>
          <Typography variant="body2">{loaded.badgingOfficerPhone ?? '—'}</Typography>
          <Typography variant="body2">{loaded.badgingOfficerEmail ?? '—'}</Typography>
        </FormSection>
      )}
    </>
  );
};

/** The shared investigation rules (clearance required; closed date when complete, not before the open date; each SF-86 date). */
const investigationRule = crossFieldRule((values) => investigationErrors(values as InvestigationRuleInput));

const clearanceLabel = (c: Clearance) =>
  `${labelOf(CLEARANCE_LEVEL, c.pclEligibility)} · ${c.facilityName} · ${labelOf(PCL_STATUS, c.pclStatus)}`;

/**
 * Investigation inputs. The completion checkbox is disabled when the investigation was complete on
 * load; SF-86 rejection dates are shown only while it is not complete.
 */
export const InvestigationInputs = ({ personnelId, loaded }: { personnelId: string; loaded?: { isProcessCompleted: boolean } }) => {
  const clearances = useRecords(personnelId, 'clearance');
  const complete = useWatch({ name: 'isProcessCompleted' }) === true;
  return (
    <>
      <FormSection title="Investigation">
        <ChoiceInput
          source="clearanceId"
          label={L.clearanceId}
          options={(clearances.data ?? []).map((c) => ({ id: c.id, name: clearanceLabel(c) }))}
          required
          validate={investigationRule}
        />
        <ChoiceInput source="clearanceType" label="Clearance Type" options={CLEARANCE_LEVEL} />
        <ChoiceInput source="pclStatus" label="PCL Status" options={PCL_STATUS} />
        <ChoiceInput source="clearanceAction" label="Clearance Action" options={CLEARANCE_ACTION} />
        <ChoiceInput source="investigationType" label="Investigation Type" options={INVESTIGATION_TIER} />
        <ChoiceInput source="clearanceInvestigatingAgency" label="Investigating Agency" options={AGENCY} />
        <LimitedTextInput source="siiCaseNumber" label="SII Case Number" />
        <LimitedTextInput source="eqipPincode" label="e-QIP PIN Code" />
        <FlagInput source="isProcessCompleted" label="Process Completed" disabled={loaded?.isProcessCompleted === true} />
      </FormSection>
      <FormSection title="Investigation Dates">
        <DateInput source="initiatedPsiDate" label="Initiated PSI Date" />
        <DateInput source="investigationOpenDate" label={L.investigationOpenDate} />
        <DateInput
          source="investigationClosedDate"
          label={L.investigationClosedDate}
          minSource="investigationOpenDate"
          minLabel={L.investigationOpenDate}
          isRequired={complete}
          validate={investigationRule}
        />
        <DateInput source="reinvestigationDate" label="Reinvestigation Date" />
        <DateInput source="adjScheduledDate" label="Adjudication Scheduled Date" />
        <DateInput source="adjCompletedDate" label="Adjudication Completed Date" />
      </FormSection>
      <FormSection title="Forms and Fingerprints">
        <DateInput source="readyReviewDate" label="Ready For Review Date" />
        <DateInput source="psqSentOpmDate" label="PSQ Sent To OPM Date" />
        <DateInput source="releasedSignFormsDate" label="Released Signature Forms Date" />
        <DateInput source="releaseCafDate" label="Released To CAF Date" />
        <DateInput source="sacDate" label="SAC Date" />
        <FlagInput source="fingerprintRequired" label="Fingerprint Required" />
        <DateInput source="fingerprintSubmittedDate" label="Fingerprint Submitted Date" />
        <DateInput source="fingerprintAcceptedDate" label="Fingerprint Accepted Date" />
        <LimitedTextInput source="fingerprintTakenBy" label="Fingerprint Taken By" />
        <LimitedTextInput source="fingerprintTcnNumber" label="Fingerprint TCN Number" />
      </FormSection>
      {!complete && <SfRejectionDates />}
    </>
  );
};

const SfRejectionDates = () => {
  const readOnly = useInputReadOnly();
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <ArrayInput source="sfRejectionDates" label="SF-86 Rejection Dates">
        <SimpleFormIterator inline disableReordering disableClear disableAdd={readOnly} disableRemove={readOnly}>
          <DateInput source="" label={L.sfRejectionDates} validate={investigationRule} />
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
};
