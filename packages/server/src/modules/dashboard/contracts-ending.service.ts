import { Injectable } from '@nestjs/common';
import { DUE_WINDOW_DAYS, type DueWindow, addDays } from '@clearline/shared';
import { TenantDb } from '../../core/database/tenant-db';
import { contractEffectiveStatusSql, contractVisibility, visibleContractSql } from '../contracts';
import { DueDates, dueWithinSql, windowOfSql } from '../personnel';
import type { ContractEndingView, ContractsEndingView } from './dashboard.dto';

/**
 * The security officer's "contracts ending" tile: contracts not closed whose period of performance ends
 * within 90 days of the tenant's today or has already ended (a contract past its end that is still open
 * needs closing out, its people debriefed or moved), counted by the dashboard's windows.
 */
@Injectable()
export class ContractsEndingService {
  constructor(
    private readonly db: TenantDb,
    private readonly dueDates: DueDates,
  ) {}

  /**
   * `facilityId`: a facility of the tenant (the route transaction checked the query's id), or every facility. The
   * contracts are those the caller sees (a program manager: the ones they manage).
   */
  async contractsEnding(facilityId: string | undefined): Promise<ContractsEndingView> {
    const { today } = await this.dueDates.values();
    const em = this.db.em();
    const where = `k.status <> 'CLOSED' AND ${dueWithinSql('k.pop_end_date', '$1')} AND ($2::uuid IS NULL OR k.facility_id = $2::uuid)
       AND ${visibleContractSql('k', '$3', '$4')}`;
    const values = [today, facilityId ?? null, ...contractVisibility().values];
    const windows = await em.query<Array<{ win: DueWindow; n: number }>>(
      `SELECT ${windowOfSql('k.pop_end_date', '$1')} AS win, count(*)::int AS n FROM contract k WHERE ${where} GROUP BY 1`,
      values,
    );
    const contracts = await em.query<ContractEndingView[]>(
      `SELECT k.id, k.contract_number AS "contractNumber", k.contract_name AS "contractName", k.status,
              ${contractEffectiveStatusSql('k', '$1')} AS "effectiveStatus",
              to_char(k.pop_end_date, 'YYYY-MM-DD') AS "popEndDate", ${windowOfSql('k.pop_end_date', '$1')} AS "window"
         FROM contract k WHERE ${where} ORDER BY k.pop_end_date, lower(k.contract_number), k.id LIMIT 10`,
      values,
    );
    const until = addDays(today, DUE_WINDOW_DAYS.DAYS_90[1]);
    return {
      facilityId: facilityId ?? null,
      today,
      until,
      windows: windows.map((r) => ({ window: r.win, count: r.n })),
      contracts,
    };
  }
}
