import { type ApplicableRdd, applicableRddSql } from '../settings';

/**
 * A person's detail in one statement: the record (`p.*`) or only its computed status, and every section
 * as JSON (rows keyed by column name, in the order the view lists them). Row-level security applies
 * to each sub-select as to the record.
 */
const SECTIONS = `
  (SELECT coalesce(json_agg(json_build_object('id', f.id, 'facilityName', f.facility_name, 'facilityCode', f.facility_code)
                            ORDER BY f.facility_name), '[]')
     FROM personnel_facility pf JOIN facility f ON f.id = pf.facility_id WHERE pf.personnel_id = p.id) AS "sectionFacilities",
  (SELECT coalesce(json_agg(c ORDER BY c.position, c.id), '[]') FROM personnel_contact c WHERE c.personnel_id = p.id) AS "sectionContacts",
  (SELECT coalesce(json_agg(v ORDER BY v.position, v.id), '[]') FROM personnel_vehicle v WHERE v.personnel_id = p.id) AS "sectionVehicles",
  (SELECT coalesce(json_agg(d ORDER BY d.created_at, d.id), '[]') FROM personnel_document d WHERE d.personnel_id = p.id) AS "sectionDocuments",
  (SELECT json_build_object('first_name', s.first_name, 'last_name', s.last_name, 'work_email', s.work_email)
     FROM personnel s WHERE s.id = p.supervisor_personnel_id) AS "sectionSupervisor",
  (SELECT row_to_json(sc) FROM personnel_contact sc
    WHERE sc.personnel_id = p.supervisor_personnel_id AND sc.contact_type_enum = 'PERSONAL' LIMIT 1) AS "sectionSupervisorContact",
  ${applicableRddSql('personnel', 'p.tenant_id')} AS "sectionDefaults"`;

/** GET /personnel/{id}: the record and its sections ($1: the person's id). */
export const PERSONNEL_DETAIL_SQL = `SELECT p.*, ${SECTIONS}
FROM personnel p WHERE p.id = $1`;

/** The sections of a record already loaded (e.g. just saved), with its status as the database computes it ($1: the id). */
export const PERSONNEL_SECTIONS_SQL = `SELECT p.status, ${SECTIONS}
FROM personnel p WHERE p.id = $1`;

/** The row of either statement. */
export interface PersonnelDetailRow extends Record<string, unknown> {
  status: string;
  sectionFacilities: Array<{ id: string; facilityName: string; facilityCode: string | null }>;
  sectionContacts: Array<Record<string, unknown>>;
  sectionVehicles: Array<Record<string, unknown>>;
  sectionDocuments: Array<Record<string, unknown>>;
  sectionSupervisor: Record<string, unknown> | null;
  sectionSupervisorContact: Record<string, unknown> | null;
  /** the tenant's personnel required-document defaults that apply (none while it does not apply them) */
  sectionDefaults: ApplicableRdd[];
}
