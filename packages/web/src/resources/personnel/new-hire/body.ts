import { DEFAULT_COUNTRY_ID, NEW_HIRE_DEFAULT_SSN } from '@clearline/shared';
import type { ReportNewHireBody } from './api';

type Values = Record<string, unknown>;

/** Blank strings of a form section as null (the API's "not given"), nested objects kept. */
function clean(section: unknown): Values {
  const out: Values = {};
  for (const [k, v] of Object.entries((section ?? {}) as Values)) out[k] = typeof v === 'string' && !v.trim() ? null : v;
  return out;
}

/** What the Report New Hire form starts with: SSN not known yet, United States, a contingent W-2 hire. */
export const newHireDefaults = (): Values => ({
  cleared: false,
  ssn: NEW_HIRE_DEFAULT_SSN,
  names: {},
  citizenship: { citizenshipCountryId: DEFAULT_COUNTRY_ID, citizenshipType: null },
  birthAddress: { countryId: DEFAULT_COUNTRY_ID },
  contactInfo: { countryId: DEFAULT_COUNTRY_ID },
  employment: { employmentType: 'W2_EMPLOYEE', employmentStatus: 'CONTINGENT' },
  clearance: { pclStatus: 'ACTIVE' },
});

/** The POST /personnel/report-new-hire body of the form's values; the clearance is held at the hire's facility. */
export function newHireBody(values: Values): ReportNewHireBody {
  const cleared = Boolean(values.cleared);
  const facilityId = values.facilityId as string;
  const employment = clean(values.employment);
  delete employment.supervisorEmail;
  delete employment.supervisorPhone;
  // the second country belongs to dual citizenship only (a country left from an earlier choice is not sent)
  const citizenship = clean(values.citizenship);
  if (citizenship.citizenshipType !== 'DUAL_CITIZENSHIP') citizenship.secondCitizenshipCountryId = null;
  return {
    facilityId,
    cleared,
    names: clean(values.names),
    ssn: (values.ssn as string | null) || NEW_HIRE_DEFAULT_SSN,
    birthDate: values.birthDate as string,
    passportNumber: ((values.passportNumber as string | null) ?? '').trim() || null,
    maritalStatus: values.maritalStatus,
    citizenship,
    birthAddress: clean(values.birthAddress),
    contactInfo: clean(values.contactInfo),
    employment,
    clearance: cleared ? { ...clean(values.clearance), facilityId } : null,
  } as ReportNewHireBody;
}
