import { NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ReportParameter, ReportParams } from './report-definition';

/**
 * Report parameters that name records of the tenant, with the table each kind refers to. A new id kind
 * (e.g. a person) is added to ReportParameter and here; the parameter check already requires a uuid.
 */
const REFERENCED_TABLE: Partial<Record<ReportParameter['kind'], string>> = {
  facility: 'facility',
};

/**
 * Checks that every id a report's parameters name is a record of the caller's tenant, through `em`, the
 * tenant's own transaction (row-level security: another tenant's id is simply not there). An unknown or
 * foreign id answers 404 naming the parameter, before anything is recorded, queued or scheduled.
 * `params` are the values validateReportParameters answered (ids are well-formed uuids there).
 */
export async function checkReportReferences(declared: readonly ReportParameter[], params: ReportParams, em: EntityManager): Promise<void> {
  for (const p of declared) {
    const table = REFERENCED_TABLE[p.kind];
    const value = params[p.name];
    if (!table || value === null || value === undefined) continue;
    const ids = [...new Set(([] as unknown[]).concat(value).map(String))];
    const rows = await em.query<Array<{ id: string }>>(`SELECT id::text AS id FROM ${table} WHERE id = ANY($1::uuid[])`, [ids]);
    const found = new Set(rows.map((r) => r.id.toLowerCase()));
    const missing = ids.find((id) => !found.has(id.toLowerCase()));
    if (missing !== undefined) throw new NotFoundException(`${p.label} ${missing} was not found (report parameter ${p.name})`);
  }
}
