import { reportTypeInfo, type ReportTypeInfo } from '@clearline/shared';

/**
 * A report type as the server runs it: its parameters, its columns and one SQL query whose rows
 * are streamed from a database cursor into the output file. Title, permission module and scope
 * come from the shared catalogue (packages/shared/src/reports.ts), so the web and the role editor
 * see the same list. A domain writes its reports in src/modules/<domain>/reports/*.report.ts with
 * `defineReport` and lists them in that folder's index.ts, offered by a provider marked @ProvidesReports
 * (report-catalogue.ts), which the ReportCatalogue discovers.
 */

export interface ParameterOption {
  value: string;
  label: string;
}

interface BaseParameter {
  /** key in the request's `parameters` object */
  name: string;
  label: string;
  required?: boolean;
  help?: string;
}

export type ReportParameter =
  /** a facility of the tenant (the web offers GET /facilities as choices) */
  | (BaseParameter & { kind: 'facility' })
  | (BaseParameter & { kind: 'select'; options: ParameterOption[]; multiple?: boolean; default?: string | string[] })
  /** a day, YYYY-MM-DD; `notBefore` names another date parameter that must not be later */
  | (BaseParameter & { kind: 'date'; notBefore?: string; default?: 'today' })
  | (BaseParameter & { kind: 'number'; min: number; max: number; default?: number })
  | (BaseParameter & { kind: 'text'; maxLength: number })
  | (BaseParameter & { kind: 'boolean'; default?: boolean });

export type ColumnKind = 'text' | 'date' | 'datetime' | 'number' | 'boolean';

export interface ReportColumn {
  header: string;
  kind?: ColumnKind;
  /** width in characters for XLSX and PDF (default from the kind) */
  width?: number;
}

export interface SqlQuery {
  text: string;
  values: unknown[];
}

export interface ReportQueryContext {
  /** the tenant the report runs for; undefined for system-level reports */
  tenantId?: string;
  /** today in the tenant's time zone, YYYY-MM-DD */
  today: string;
  /** the tenant's time zone, e.g. America/New_York (timestamps are shown in it) */
  timeZone: string;
  /** the values of the spec's `numberSettings` (tenant settings, defaults where unset) */
  settings?: Readonly<Record<string, number>>;
}

export type ReportParams = Record<string, string | string[] | number | boolean | null>;

export interface ReportSpec {
  /** a type named in REPORT_TYPES */
  type: string;
  parameters: ReportParameter[];
  columns: ReportColumn[];
  /** whole-number tenant settings the query reads from `ctx.settings` (resolved like the reminders' settings) */
  numberSettings?: readonly string[];
  /**
   * The rows, one array per row in column order. Runs inside the tenant's transaction (row-level
   * security applies) or, for SYSTEM reports, inside the audited system scope. Return dates as
   * text (e.g. `to_char(x, 'YYYY-MM-DD')`); values arrive as text.
   */
  query(params: ReportParams, ctx: ReportQueryContext): SqlQuery;
}

export interface ReportDefinition extends ReportSpec, ReportTypeInfo {}

/** Joins a report's spec with its catalogue entry; throws at load time for a type not in REPORT_TYPES. */
export function defineReport(spec: ReportSpec): ReportDefinition {
  const info = reportTypeInfo(spec.type);
  if (!info) throw new Error(`Report ${spec.type} is not in REPORT_TYPES (packages/shared/src/reports.ts)`);
  const names = new Set<string>();
  for (const p of spec.parameters) {
    if (names.has(p.name)) throw new Error(`Report ${spec.type} declares parameter ${p.name} twice`);
    names.add(p.name);
  }
  return { ...info, ...spec };
}

/** SQL turning an enumeration code into its label (label maps are constants, never user input). */
export function labelSql(column: string, labels: Readonly<Record<string, string>>): string {
  const q = (v: string) => `'${v.replace(/'/g, "''")}'`;
  const whens = Object.entries(labels).map(([value, label]) => `WHEN ${q(value)} THEN ${q(label)}`);
  return `CASE ${column} ${whens.join(' ')} ELSE ${column} END`;
}

/** Select options from a label map, in its order. */
export function optionsOf(labels: Readonly<Record<string, string>>): ParameterOption[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

/** Shared parameter shapes, so the same question reads the same in every report. */
export const FACILITY_PARAMETER: ReportParameter = { name: 'facilityId', label: 'Facility', kind: 'facility' };

export function dateRangeParameters(required = false): ReportParameter[] {
  return [
    { name: 'startDate', label: 'Start Date', kind: 'date', required },
    { name: 'endDate', label: 'End Date', kind: 'date', required, notBefore: 'startDate' },
  ];
}

export function withinDaysParameter(label: string, def: number): ReportParameter {
  return { name: 'withinDays', label, kind: 'number', min: 0, max: 3650, default: def };
}

/**
 * Builds WHERE conditions with numbered placeholders: `w.add('p.facility_id = $?', id)` skips
 * conditions whose value is null/undefined/empty.
 */
export class Conditions {
  readonly values: unknown[];
  private readonly parts: string[] = [];

  constructor(values: unknown[] = []) {
    this.values = values;
  }

  /** adds a condition with one `$?` placeholder, unless the value is empty */
  add(sql: string, value: unknown): this {
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return this;
    this.values.push(value);
    this.parts.push(sql.replace('$?', `$${this.values.length}`));
    return this;
  }

  /** adds a condition that needs no value */
  raw(sql: string): this {
    this.parts.push(sql);
    return this;
  }

  /** a placeholder for a value used outside the WHERE clause */
  param(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  where(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}
