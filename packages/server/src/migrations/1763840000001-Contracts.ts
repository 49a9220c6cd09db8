import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, TENANT_ID_COLUMN } from '../core/database/rls';

const BASE = `
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1`;

const LEVELS = `('NONE','CONFIDENTIAL','SECRET','TOP_SECRET')`;

/**
 * Contracts and the people assigned to them (spec 03 §3 "Contract", 02 §3 "Contract assignment").
 * The fields the spec does not list come from the DD Form 254 and contracting practice: the contract
 * number and the prime contract number, the customer agency and its contracting officer, the facility
 * performing the work, the highest classification the work involves (DD254 block 1a) and the clearance
 * level a person needs to be assigned, the program manager (a person of the tenant).
 */
export class Contracts1763840000001 implements MigrationInterface {
  name = 'Contracts1763840000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE contract (${BASE}, ${TENANT_ID_COLUMN},
        contract_number text NOT NULL CHECK (length(trim(contract_number)) > 0),
        contract_name text NOT NULL CHECK (length(trim(contract_name)) > 0),
        contract_type text NOT NULL DEFAULT 'PRIME'
          CHECK (contract_type IN ('PRIME','SUBCONTRACT','TASK_ORDER','IDIQ','TM','FIXED_PRICE','FLEX','OTHER')),
        status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE','CLOSING','CLOSED')),
        prime_contract_number text,
        customer_agency text,
        contracting_officer_name text,
        contracting_officer_email text,
        contracting_officer_phone text,
        pop_start_date date,
        pop_end_date date,
        facility_id uuid,
        highest_classification text NOT NULL DEFAULT 'SECRET' CHECK (highest_classification IN ${LEVELS}),
        required_clearance_level text NOT NULL DEFAULT 'SECRET' CHECK (required_clearance_level IN ${LEVELS}),
        program_manager_id uuid,
        description text,
        CHECK (pop_end_date IS NULL OR pop_start_date IS NULL OR pop_end_date >= pop_start_date),
        UNIQUE (tenant_id, id),
        FOREIGN KEY (tenant_id, facility_id) REFERENCES facility (tenant_id, id),
        FOREIGN KEY (tenant_id, program_manager_id) REFERENCES personnel (tenant_id, id)
      )`);
    await q.query(`CREATE UNIQUE INDEX contract_number_uq ON contract (tenant_id, upper(contract_number))`);
    await q.query(`CREATE INDEX contract_name_idx ON contract (tenant_id, lower(contract_name), id)`);
    await q.query(`CREATE INDEX contract_pop_end_idx ON contract (tenant_id, pop_end_date) WHERE status <> 'CLOSED'`);
    await q.query(`CREATE INDEX contract_facility_idx ON contract (tenant_id, facility_id) WHERE facility_id IS NOT NULL`);
    await q.query(`CREATE INDEX contract_pm_idx ON contract (tenant_id, program_manager_id) WHERE program_manager_id IS NOT NULL`);
    await enableTenantRls(q, 'contract');

    await q.query(`
      CREATE TABLE contract_assignment (${BASE}, ${TENANT_ID_COLUMN},
        contract_id uuid NOT NULL,
        personnel_id uuid NOT NULL,
        assignment_status text NOT NULL DEFAULT 'PENDING' CHECK (assignment_status IN ('PENDING','ASSIGNED','UNASSIGNED')),
        date_assigned date,
        date_unassigned date,
        special_access text,
        position text,
        notes text,
        CHECK (date_unassigned IS NULL OR date_assigned IS NULL OR date_unassigned >= date_assigned),
        UNIQUE (tenant_id, contract_id, personnel_id),
        FOREIGN KEY (tenant_id, contract_id) REFERENCES contract (tenant_id, id) ON DELETE CASCADE,
        FOREIGN KEY (tenant_id, personnel_id) REFERENCES personnel (tenant_id, id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX contract_assignment_personnel_idx ON contract_assignment (tenant_id, personnel_id)`);
    await enableTenantRls(q, 'contract_assignment');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE contract_assignment`);
    await q.query(`DROP TABLE contract`);
  }
}
