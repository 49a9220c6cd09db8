import { dayIn } from '@clearline/shared';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Injectable } from '@nestjs/common';
import type { ReportFormat } from '@clearline/shared';
import type { EntityManager } from 'typeorm';
import { liftStatementTimeout, streamQuery } from '../../core/database/stream-query';
import { TenantDb } from '../../core/database/tenant-db';
import { settingNumber, SettingsService } from '../settings';
import type { ReportDefinition, ReportParams, ReportQueryContext } from '../../core/reporting/report-definition';
import { openReportWriter, type ReportMeta, rowCounter } from '../../core/reporting/report-writers';

/** Every value arrives as the text PostgreSQL sends: no Date objects, no number parsing per row. */
const RAW_TEXT = { getTypeParser: () => (value: string) => value };

const BATCH_SIZE = 500;

function stamp(timeZone: string, now = new Date()): string {
  const t = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now);
  return `${dayIn(timeZone, now)} ${t} ${timeZone}`;
}

export interface GenerateOptions {
  /** the tenant the report runs for (ignored by SYSTEM reports, which see every tenant) */
  tenantId: string | null;
  /** progress in percent and rows written so far */
  onProgress?: (percent: number, rows: number) => void;
}

/**
 * Streams a report from a database cursor into a file: the query runs inside the tenant's transaction
 * (row-level security applies) or, for system reports, inside the audited system scope; rows come in
 * batches of 500 through the format writer into `out`, so memory stays flat whatever the row count.
 */
@Injectable()
export class ReportRunner {
  constructor(
    private readonly db: TenantDb,
    private readonly settings: SettingsService,
  ) {}

  async queryContext(def: ReportDefinition, tenantId: string | null): Promise<ReportQueryContext> {
    const tenant = def.scope === 'TENANT' && tenantId ? tenantId : undefined;
    const timeZone = tenant ? await this.settings.tenantTimeZone(tenant) : 'UTC';
    const settings: Record<string, number> = {};
    for (const name of def.numberSettings ?? []) {
      settings[name] = settingNumber(name, tenant ? await this.settings.getTenant(tenant, name) : undefined);
    }
    return { tenantId: tenant, timeZone, today: dayIn(timeZone), settings };
  }

  async generate(
    def: ReportDefinition,
    params: ReportParams,
    format: ReportFormat,
    out: Writable,
    opts: GenerateOptions,
  ): Promise<{ rows: number }> {
    const ctx = await this.queryContext(def, opts.tenantId);
    const query = def.query(params, ctx);
    const meta: ReportMeta = {
      title: def.title,
      generated: `Generated ${stamp(ctx.timeZone)}`,
      parameters: describeParameters(def, params),
    };
    const work = async (em: EntityManager) => {
      await liftStatementTimeout(em);
      const [{ n }] = (await em.query(`SELECT count(*)::bigint AS n FROM (${query.text}) q`, query.values)) as Array<{ n: string }>;
      const total = Number(n);
      const rows = await streamQuery(em, query.text, query.values, { batchSize: BATCH_SIZE, rowMode: 'array', types: RAW_TEXT });
      const writer = openReportWriter(format, def.columns, meta, out);
      let written = 0;
      const counter = rowCounter(def.columns, (count) => {
        written = count;
        opts.onProgress?.(total ? (count * 100) / total : 99, count);
      });
      await pipeline(rows, counter, writer.input);
      await writer.done;
      return { rows: written };
    };
    if (def.scope === 'SYSTEM') return this.db.inTenant(undefined, () => this.db.asSystem(`report ${def.type}`, work));
    if (!opts.tenantId) throw new Error(`Report ${def.type} needs a tenant`);
    return this.db.inTenant(opts.tenantId, work);
  }
}

/** "Label: value" lines for the parameters that were given (PDF title block and e-mails). */
export function describeParameters(def: ReportDefinition, params: ReportParams): string[] {
  const lines: string[] = [];
  for (const p of def.parameters) {
    const v = params[p.name];
    if (v === null || v === undefined || v === '') continue;
    let text: string;
    if (p.kind === 'select') {
      const label = (x: string) => p.options.find((o) => o.value === x)?.label ?? x;
      text = Array.isArray(v) ? v.map((x) => label(String(x))).join(', ') : label(String(v));
    } else if (p.kind === 'boolean') text = v ? 'Yes' : 'No';
    else text = Array.isArray(v) ? v.join(', ') : String(v);
    lines.push(`${p.label}: ${text}`);
  }
  return lines;
}
