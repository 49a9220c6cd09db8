import { useWatch } from 'react-hook-form';
import { Box, Typography } from '@mui/material';
import {
  DD254_ACCESS,
  DD254_BLOCKS,
  DD254_CLEARANCE,
  DD254_DISTRIBUTION,
  DD254_PERFORMANCE,
  DD254_RELEASE,
  DD254_SAFEGUARDING,
  TEXT_LIMITS,
} from '@clearline/shared';
import type { Schema } from '../../../api/client';
import { ChoiceInput, DateInput, FlagInput, LimitedTextInput, PhoneInput } from '../../../components/inputs';
import { Block, Pair } from './Dd254Block';
import { versionName } from './Dd254Section';
import { LetterChecks } from './LetterChecks';

type Dd254 = Schema<'Dd254View'>;

/** The parties of items 6, 7 and 8: name and address (or location), CAGE code and cognizant security office. */
const Party = ({ prefix, n }: { prefix: 'contractor' | 'subcontractor' | 'performance'; n: 6 | 7 | 8 }) => (
  <>
    {prefix === 'performance' ? (
      <LimitedTextInput source="performanceLocation" label={`${n}a. Location`} multiline fullWidth />
    ) : (
      <Pair>
        <LimitedTextInput source={`${prefix}Name`} label={`${n}a. Name`} fullWidth />
        <LimitedTextInput source={`${prefix}Address`} label={`${n}a. Address and ZIP Code`} multiline fullWidth />
      </Pair>
    )}
    <Pair>
      <LimitedTextInput source={`${prefix}Cage`} label={`${n}b. CAGE Code`} max={TEXT_LIMITS.cageCode} fullWidth />
      <LimitedTextInput source={`${prefix}CsoName`} label={`${n}c. Cognizant Security Office (CSO)`} fullWidth />
    </Pair>
    <LimitedTextInput source={`${prefix}CsoAddress`} label={`${n}c. CSO Address and ZIP Code`} multiline fullWidth />
  </>
);

/** Every block of the form, grouped as the form numbers them. */
export const Dd254Blocks = ({ d }: { d: Dd254 }) => {
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
          max={TEXT_LIMITS.dd254Guidance}
          fullWidth
        />
      </Block>
      <Block title={DD254_BLOCKS.b10} yes={access.length}>
        <LetterChecks source="accessRequired" options={DD254_ACCESS} label={DD254_BLOCKS.b10} />
        {access.includes('K_OTHER') && <LimitedTextInput source="accessOther" label="10k. Other Access" multiline fullWidth />}
      </Block>
      <Block title={DD254_BLOCKS.b11} yes={perf.length}>
        <LetterChecks source="performanceRequirements" options={DD254_PERFORMANCE} label={DD254_BLOCKS.b11} />
        {perf.includes('M_OTHER') && <LimitedTextInput source="performanceOther" label="11m. Other" multiline fullWidth />}
      </Block>
      <Block title={`${DD254_BLOCKS.b12} · ${DD254_BLOCKS.b13}`}>
        <ChoiceInput source="publicRelease" label="12. Public Release" options={DD254_RELEASE} emptyText={undefined} fullWidth />
        {release === 'THROUGH' && <LimitedTextInput source="publicReleaseThrough" label="12. Release Through" multiline fullWidth />}
        <LimitedTextInput source="publicReleaseTo" label="12. Release To (for review)" multiline fullWidth />
        <LimitedTextInput source="securityGuidance" label="13. Security Guidance" multiline max={TEXT_LIMITS.dd254Guidance} fullWidth />
      </Block>
      <Block title={`${DD254_BLOCKS.b14} · ${DD254_BLOCKS.b15}`}>
        <FlagInput source="additionalRequirements" label="14. Additional security requirements are established for this contract" />
        {additional && (
          <LimitedTextInput
            source="additionalRequirementsText"
            label="14. Additional Security Requirements Text"
            multiline
            max={TEXT_LIMITS.dd254Guidance}
            fullWidth
          />
        )}
        <FlagInput source="inspections" label="15. Elements of this contract are outside the inspection responsibility of the CSO" />
        {inspections && (
          <LimitedTextInput source="inspectionsText" label="15. Inspections Text" multiline max={TEXT_LIMITS.dd254Guidance} fullWidth />
        )}
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
          <LimitedTextInput source="certifierAddress" label="16d. Address" multiline fullWidth />
          <DateInput source="certifiedDate" label="16g. Date Signed" fullWidth />
        </Pair>
        <Typography variant="subtitle2" sx={{ mt: 1 }}>
          {DD254_BLOCKS.b17}
        </Typography>
        <LetterChecks source="distribution" options={DD254_DISTRIBUTION} label={DD254_BLOCKS.b17} />
        {dist.includes('F_OTHERS') && <LimitedTextInput source="distributionOther" label="17f. Others" multiline fullWidth />}
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
