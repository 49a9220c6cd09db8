import { Injectable } from '@nestjs/common';
import { MAX_PAGE_SIZE, VISIT_KIND, VISIT_STATUS } from '@clearline/shared';
import { recordNotFound, TenantDb } from '../../core/database/tenant-db';
import type { Page } from '../../core/http/list-query';
import { defineList, pageInMemory, parseList } from '../../core/http/list';
import { visitKindSources } from './visit-kinds';
import type { VisitSummaryView } from './visits.dto';
import { linkedPersonnelId } from '../personnel';

/** GET /visits/personnel/{id} and GET /visits/me: a person's visits of every kind, newest first. */
export const VISIT_SUMMARY_LIST = defineList({
  resource: 'visits',
  sortable: { startDate: 'startDate', endDate: 'endDate', visitStatus: 'visitStatus', visitKind: 'visitKind' },
  defaultSort: { field: 'startDate', direction: 'DESC' },
  id: 'id',
  nullsLast: true,
  quickFilter: ['counterpart', 'facilityName', 'visitPurpose'],
  filters: {
    visitKind: { type: 'enum', column: 'visitKind', values: Object.keys(VISIT_KIND) },
    visitStatus: { type: 'enum', column: 'visitStatus', values: Object.keys(VISIT_STATUS) },
    selfReported: { type: 'boolean', column: 'selfReported' },
    startDate: { type: 'dateRange', column: 'startDate' },
  },
  defaultSize: MAX_PAGE_SIZE,
});

type Row = {
  id: string;
  kind: VisitSummaryView['visitKind'];
  status: VisitSummaryView['visitStatus'];
  start_date: string;
  end_date: string;
  counterpart: string | null;
  facility_name: string | null;
  visit_purpose: string | null;
  clearance_level: VisitSummaryView['clearanceLevel'];
  self_reported: boolean;
  perm: boolean;
  roles: string[];
  request_date: string | null;
};

const DAY = (c: string) => `to_char(${c}, 'YYYY-MM-DD')`;

/** The incoming and outgoing visits a person ($1) takes part in. */
const INCOMING_AND_OUTGOING = `
  SELECT v.id, 'INCOMING' AS kind, v.visit_status AS status, ${DAY('v.start_date')} AS start_date, ${DAY('v.end_date')} AS end_date,
         v.facility_name AS counterpart, tf.facility_name, v.visit_purpose, v.clearance_level, v.self_reported, false AS perm,
         array_remove(ARRAY[CASE WHEN v.meeting_contact_id = $1 THEN 'MEETING_CONTACT' END,
                            CASE WHEN v.requested_by_id = $1 THEN 'REQUESTER' END], NULL) AS roles,
         NULL::text AS request_date
    FROM incoming_visit v LEFT JOIN facility tf ON tf.tenant_id = v.tenant_id AND tf.id = v.to_facility_id
   WHERE v.meeting_contact_id = $1 OR v.requested_by_id = $1
  UNION ALL
  SELECT v.id, 'OUTGOING', v.visit_status, ${DAY('v.start_date')}, ${DAY('v.end_date')},
         coalesce(tf.facility_name, v.to_facility_name), ff.facility_name, v.visit_purpose, v.clearance_level, v.self_reported,
         v.is_perm_certification,
         array_remove(ARRAY[CASE WHEN EXISTS (SELECT 1 FROM outgoing_visit_personnel vp
                                               WHERE vp.tenant_id = v.tenant_id AND vp.outgoing_visit_id = v.id AND vp.personnel_id = $1)
                                 THEN 'VISITOR' END,
                            CASE WHEN v.requested_by_id = $1 THEN 'REQUESTER' END], NULL),
         ${DAY('v.request_date')}
    FROM outgoing_visit v
    LEFT JOIN facility tf ON tf.tenant_id = v.tenant_id AND tf.id = v.to_facility_id
    LEFT JOIN facility ff ON ff.tenant_id = v.tenant_id AND ff.id = v.from_facility_id
   WHERE v.requested_by_id = $1
      OR EXISTS (SELECT 1 FROM outgoing_visit_personnel vp WHERE vp.tenant_id = v.tenant_id AND vp.outgoing_visit_id = v.id AND vp.personnel_id = $1)`;

/** A person's visits: the Assignments tab of the person (incoming and outgoing) and the caller's own (every kind). */
@Injectable()
export class VisitLookupsService {
  constructor(private readonly db: TenantDb) {}

  /** GET /visits/personnel/{id}: incoming visits the person meets or requested, outgoing visits they go on or requested. */
  async ofPerson(personnelId: string, query: Record<string, unknown>): Promise<Page<VisitSummaryView>> {
    const q = parseList(VISIT_SUMMARY_LIST, query);
    const [person] = await this.db.em().query<unknown[]>(`SELECT 1 FROM personnel WHERE id = $1`, [personnelId]);
    if (!person) throw recordNotFound('Personnel', personnelId);
    return pageInMemory(VISIT_SUMMARY_LIST, q, await this.rows(INCOMING_AND_OUTGOING, personnelId));
  }

  /** GET /visits/me: the caller's own visit requests and visits of every kind (none without a personnel record). */
  async mine(query: Record<string, unknown>): Promise<Page<VisitSummaryView>> {
    const q = parseList(VISIT_SUMMARY_LIST, query);
    const me = await linkedPersonnelId(this.db);
    const every = [INCOMING_AND_OUTGOING, ...visitKindSources().map((source) => source.personRows(DAY))].join(' UNION ALL ');
    return pageInMemory(VISIT_SUMMARY_LIST, q, me ? await this.rows(every, me) : []);
  }

  private async rows(sql: string, personnelId: string): Promise<VisitSummaryView[]> {
    const rows = await this.db.em().query<Row[]>(`SELECT * FROM (${sql}) x ORDER BY x.start_date DESC, x.id`, [personnelId]);
    return rows.map((r) => ({
      id: r.id,
      visitKind: r.kind,
      visitStatus: r.status,
      startDate: r.start_date,
      endDate: r.end_date,
      counterpart: r.counterpart,
      facilityName: r.facility_name,
      visitPurpose: r.visit_purpose,
      clearanceLevel: r.clearance_level ?? null,
      selfReported: r.self_reported,
      isPermCertification: r.perm,
      roles: r.roles,
      requestDate: r.request_date,
    }));
  }
}
