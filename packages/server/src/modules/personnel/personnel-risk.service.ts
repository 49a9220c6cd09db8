import { Injectable } from '@nestjs/common';
import { RISK_INDICATOR, RISK_INDICATOR_VALUES, type RiskIndicator } from '@clearline/shared';
import { TenantDb } from '../../core/database/tenant-db';
import { defineList, pageOfSql, parseList } from '../../core/http/list';
import { Page } from '../../core/http/list-query';
import { bindDue, DueDates, dueSource, HELD_PCL_STATUSES, windowSql } from './due-dates';
import type { PersonnelRiskView } from './personnel-risk.dto';

/** Clearance determinations that are an adverse action (SEAD 4): the person may not hold access. */
const ADVERSE_DETERMINATIONS = `('SUSPENDED', 'DENIED', 'REVOKED')`;

/** Continuous evaluation statuses of a held clearance that mean the person is not (or no longer) enrolled. */
const CE_LAPSED_STATUSES = `('UN_ENROLLED', 'NONE')`;

/** Whose employment has ended: their missing documents and enrollment no longer count (their termination does). */
const STILL_EMPLOYED = `coalesce(p.employment_status, '') NOT IN ('TERMINATED', 'RESIGNED')`;

/** GET /personnel/risk: people with at least one risk indicator (`x` is a person with their indicators). */
export const PERSONNEL_RISK_LIST = defineList({
  resource: 'personnel-risk',
  sortable: {
    personnelName: ['lower(x.last_name)', 'lower(x.first_name)'],
    indicatorCount: 'cardinality(x.indicators)',
    employeeId: 'x.employee_id',
  },
  defaultSort: { field: 'indicatorCount', direction: 'DESC' },
  id: 'x.id',
  quickFilter: ['x.first_name', 'x.last_name', "x.first_name || ' ' || x.last_name", 'x.employee_id'],
  filters: {
    indicator: {
      type: 'enum',
      values: RISK_INDICATOR_VALUES,
      single: true,
      condition: (p) => `${p} = ANY(x.indicators)`,
      description: 'people showing this indicator',
    },
    facilityId: {
      type: 'uuid',
      condition: (p) =>
        `EXISTS (SELECT 1 FROM personnel_facility pf WHERE pf.tenant_id = x.tenant_id AND pf.personnel_id = x.id AND pf.facility_id = ${p})`,
    },
  },
});

interface RiskRow {
  id: string;
  first_name: string;
  last_name: string;
  employee_id: string | null;
  employment_status: string | null;
  indicators: RiskIndicator[];
  high_risk_date: string | null;
  high_risk_status: string | null;
  investigation_due: string | null;
  ce_lapsed: number;
  missing_documents: number;
  adverse: string | null;
}

/**
 * Personnel Risk: what an FSO preparing for an inspection looks for, per person, with the reasons. A
 * high-risk termination; a held clearance whose reinvestigation is past due (the due-date rules of the
 * dashboard and the personnel list); a held clearance not enrolled in continuous evaluation and open
 * missing-required-document actions (while the person is still employed); a clearance suspended, denied
 * or revoked. Counted in SQL.
 */
@Injectable()
export class PersonnelRiskService {
  constructor(
    private readonly db: TenantDb,
    private readonly due: DueDates,
  ) {}

  async list(query: Record<string, unknown>): Promise<Page<PersonnelRiskView>> {
    const q = parseList(PERSONNEL_RISK_LIST, query);
    const values: unknown[] = [];
    const params = bindDue(values, await this.due.values());
    const inv = dueSource('REINVESTIGATION', params);
    const people = `SELECT p.id, p.tenant_id, p.first_name, p.last_name, p.employee_id, p.employment_status,
        ht.termination_date AS high_risk_date, ht.status AS high_risk_status,
        (SELECT to_char(min(${inv.due}), 'YYYY-MM-DD') FROM ${inv.from} WHERE ${inv.personnelId} = p.id AND ${inv.where}
            AND ${windowSql(inv.due, 'OVERDUE', params.today)}) AS investigation_due,
        (SELECT count(*)::int FROM personnel_clearance c WHERE c.tenant_id = p.tenant_id AND c.personnel_id = p.id AND ${STILL_EMPLOYED}
            AND c.pcl_status IN ${HELD_PCL_STATUSES} AND c.ce_status IN ${CE_LAPSED_STATUSES}) AS ce_lapsed,
        (SELECT count(*)::int FROM open_action oa WHERE oa.tenant_id = p.tenant_id AND oa.personnel_id = p.id AND ${STILL_EMPLOYED}
            AND oa.state = 'OPEN' AND oa.action_type = 'MISSING_REQUIRED_DOCUMENT') AS missing_documents,
        (SELECT string_agg(DISTINCT c.pcl_determination, ',' ORDER BY c.pcl_determination) FROM personnel_clearance c
            WHERE c.tenant_id = p.tenant_id AND c.personnel_id = p.id AND c.pcl_determination IN ${ADVERSE_DETERMINATIONS}) AS adverse
      FROM personnel p
      LEFT JOIN LATERAL (SELECT to_char(t.termination_date, 'YYYY-MM-DD') AS termination_date, t.status FROM personnel_termination t
          WHERE t.tenant_id = p.tenant_id AND t.personnel_id = p.id AND t.is_high_risk
          ORDER BY t.termination_date DESC, t.id LIMIT 1) ht ON true`;
    const withIndicators = `SELECT r.*, array_remove(ARRAY[
        CASE WHEN r.high_risk_date IS NOT NULL THEN 'HIGH_RISK_TERMINATION' END,
        CASE WHEN r.investigation_due IS NOT NULL THEN 'INVESTIGATION_OVERDUE' END,
        CASE WHEN r.ce_lapsed > 0 THEN 'CE_LAPSED' END,
        CASE WHEN r.missing_documents > 0 THEN 'MISSING_REQUIRED_DOCUMENTS' END,
        CASE WHEN r.adverse IS NOT NULL THEN 'CLEARANCE_ADVERSE' END], NULL)::text[] AS indicators
      FROM (${people}) r`;
    const source = { select: 'x.*', from: `(${withIndicators}) x`, where: 'cardinality(x.indicators) > 0', params: values };
    return pageOfSql(this.db.em(), PERSONNEL_RISK_LIST, q, source, (rows: RiskRow[]) => rows.map(viewOf));
  }
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function viewOf(r: RiskRow): PersonnelRiskView {
  const detail: Record<RiskIndicator, () => string> = {
    HIGH_RISK_TERMINATION: () =>
      `Terminated as high risk on ${r.high_risk_date}${r.high_risk_status === 'PENDING' ? ' (termination pending)' : ''}`,
    INVESTIGATION_OVERDUE: () => `Reinvestigation due ${r.investigation_due}`,
    CE_LAPSED: () => `${plural(r.ce_lapsed, 'held clearance', 'held clearances')} not enrolled in continuous evaluation`,
    MISSING_REQUIRED_DOCUMENTS: () => `${plural(r.missing_documents, 'required document', 'required documents')} missing`,
    CLEARANCE_ADVERSE: () => `Clearance ${(r.adverse ?? '').split(',').join(', ').toLowerCase()}`,
  };
  return {
    id: r.id,
    personnelId: r.id,
    personnelName: `${r.first_name} ${r.last_name}`,
    employeeId: r.employee_id,
    employmentStatus: r.employment_status,
    indicatorCount: r.indicators.length,
    indicators: r.indicators,
    reasons: r.indicators.map((indicator) => ({ indicator, label: RISK_INDICATOR[indicator], detail: detail[indicator]() })),
  };
}
