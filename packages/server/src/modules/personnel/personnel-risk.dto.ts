/** One reason a person shows on the Personnel Risk list. */
export class PersonnelRiskReasonView {
  /** HIGH_RISK_TERMINATION, INVESTIGATION_OVERDUE, CE_LAPSED, MISSING_REQUIRED_DOCUMENTS or CLEARANCE_ADVERSE */
  indicator: string;
  label: string;
  /** the particulars, e.g. the due date or how many documents are missing */
  detail: string;
}

/** A person with at least one risk indicator. */
export class PersonnelRiskView {
  /** the person's id (the list's row id) */
  id: string;
  personnelId: string;
  personnelName: string;
  employeeId: string | null;
  employmentStatus: string | null;
  indicatorCount: number;
  indicators: string[];
  reasons: PersonnelRiskReasonView[];
}
