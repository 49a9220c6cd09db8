import type { Schema } from '../../../api/client';
import { blankToNull } from '../../../lib/values';

type Values = Record<string, unknown>;

/**
 * The request body of a per-person record: exactly the DTO's fields, blanks as null (also inside
 * lists, where the API then names the missing entry), switches as booleans, plus the version read.
 */
export function recordBody(values: Values, fields: readonly string[], flags: readonly string[] = []): Values {
  const out: Values = {};
  for (const f of fields) {
    const v = values[f];
    out[f] = Array.isArray(v) ? v.map((x) => blankToNull(x)) : blankToNull(v);
  }
  for (const f of flags) out[f] = values[f] === true;
  if (typeof values.version === 'number') out.version = values.version;
  return out;
}

export const CLEARANCE_FIELDS = [
  'facilityId',
  'pclStatus',
  'indoctrinationLevel',
  'pclEligibility',
  'pclDetermination',
  'eligibilityDeterminationDate',
  'initialBriefingDate',
  'ownedServiced',
  'clearanceGrantingAgency',
  'deBriefDate',
  'ndaDate',
  'attestationDate',
  'billet',
  'ceStatus',
  'ceEnteredDate',
] as const satisfies ReadonlyArray<keyof Schema<'ClearanceDto'>>;

export const INVESTIGATION_FIELDS = [
  'clearanceId',
  'clearanceType',
  'pclStatus',
  'clearanceAction',
  'investigationType',
  'clearanceInvestigatingAgency',
  'initiatedPsiDate',
  'fingerprintSubmittedDate',
  'fingerprintAcceptedDate',
  'fingerprintTakenBy',
  'fingerprintTcnNumber',
  'readyReviewDate',
  'psqSentOpmDate',
  'releasedSignFormsDate',
  'releaseCafDate',
  'sacDate',
  'sfRejectionDates',
  'eqipPincode',
  'siiCaseNumber',
  'investigationOpenDate',
  'investigationClosedDate',
  'reinvestigationDate',
  'adjScheduledDate',
  'adjCompletedDate',
] as const satisfies ReadonlyArray<keyof Schema<'InvestigationDto'>>;
export const INVESTIGATION_FLAGS = ['isProcessCompleted', 'fingerprintRequired'] as const;

export const SPECIAL_ACCESS_FIELDS = [
  'facilityId',
  'specialAccessType',
  'specialAccessStatus',
  'indoctrinationDate',
  'initialBriefDate',
  'lastBriefDate',
  'submitDate',
  'ssoLocation',
  'briefingOfficer',
  'debriefDate',
  'sponsor',
] as const satisfies ReadonlyArray<keyof Schema<'SpecialAccessDto'>>;
export const SPECIAL_ACCESS_FLAGS = ['specialAccessBriefReminder'] as const;

export const POLYGRAPH_FIELDS = [
  'facilityId',
  'polygraphType',
  'polygraphStatus',
  'polygraphResult',
  'agency',
  'polySystem',
  'polygraphDate',
  'nextPolygraphDate',
] as const satisfies ReadonlyArray<keyof Schema<'PolygraphDto'>>;

export const BADGE_FIELDS = [
  'contractId',
  'issuingAgency',
  'badgeNumber',
  'badgeType',
  'badgeStatus',
  'issueDate',
  'expiryDate',
  'renewalSubmissionDate',
  'organization',
  'badgingOfficerId',
] as const satisfies ReadonlyArray<keyof Schema<'BadgeDto'>>;

/** Investigation body; SF-86 rejection dates always travel as a list (hidden, not dropped, once complete). */
export function investigationBody(values: Values): Values {
  const body = recordBody(values, INVESTIGATION_FIELDS, INVESTIGATION_FLAGS);
  if (!Array.isArray(body.sfRejectionDates)) body.sfRejectionDates = [];
  return body;
}
