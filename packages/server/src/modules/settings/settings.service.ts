import {
  MAX_PAGE_SIZE,
  normalizePhone,
  parseSettingOptions,
  ROLE_PRETTY_NAMES,
  SETTING_DEFINITIONS,
  SETTINGS_MESSAGES,
  settingError,
  settingWarning,
  settingWarningText,
  SYSTEM_SETTING_CATEGORIES,
  TENANT_SETTING_CATEGORIES,
  toStoredSettingValue,
  toTypedSettingValue,
  type SettingScope,
  API_MESSAGES,
  dayIn,
} from '@clearline/shared';
import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { RequestContext } from '../../core/context/request-context';
import { TenantDb } from '../../core/database/tenant-db';
import type { Page } from '../../core/http/list-query';
import { defineList, GIVEN_ORDER, pageInMemory, parseList, type ParsedList } from '../../core/http/list';
import { firstUnheld, type Grant } from '../../core/access/grants';
import type { SaveSettingItemDto, SettingDto } from './settings.dto';
import { SettingDefinitionRow, SystemSetting, TenantSetting } from './setting.entity';

const NUMBER_RE = /^-?\d+(\.\d+)?$/;

/** Reads the permissions a system role grants (by role name). */
type SystemRoleGrants = (em: EntityManager, roleName: string) => Promise<Grant[]>;

let systemRoleGrants: SystemRoleGrants | undefined;

/** The identity module, which owns the roles, registers as it loads how a system role's permissions are read. */
export function registerSystemRoleGrants(read: SystemRoleGrants): void {
  systemRoleGrants = read;
}

/** Why a value cannot be stored for a definition, or its stored form. Pure; exported for unit tests. */
export function normaliseSettingValue(def: SettingDefinitionRow, raw: unknown): { value: string } | { error: string; rule: string } {
  if (raw !== null && raw !== undefined && !['string', 'number', 'boolean'].includes(typeof raw))
    return { error: 'Value must be text, a number or true/false', rule: 'type' };
  let value = toStoredSettingValue(raw).trim();
  if (def.fieldType === 'Number' && value !== '' && !NUMBER_RE.test(value)) return { error: 'Value must be a number', rule: 'number' };
  const broken = settingError(def.errorRule, ruleInput(def, value));
  if (broken) return { error: broken.message, rule: `${broken.rule}${ruleArgument(def.errorRule, broken.rule)}` };
  if (value === '') return { value };
  switch (def.fieldType) {
    case 'Switch':
      if (!/^(TRUE|FALSE)$/i.test(value)) return { error: 'Must be a true or false value', rule: 'bool' };
      value = value.toUpperCase();
      break;
    case 'Number':
      value = String(Number(value));
      break;
    case 'Dropdown': {
      const options = parseSettingOptions(def.valueType);
      if (options.length && !options.some((o) => o.value === value))
        return { error: `Value must be one of ${options.map((o) => o.value).join(', ')}`, rule: 'option' };
      break;
    }
    case 'MultiSelect': {
      const entries = parseSettingOptions(value);
      if (def.format === 'numeric') {
        const bad = entries.find((e) => !/^[1-9]\d*$/.test(e.value));
        if (bad) return { error: `"${bad.value}" is not a whole number`, rule: 'number' };
        value = [...new Set(entries.map((e) => Number(e.value)))].sort((a, b) => a - b).join(';');
      } else {
        const seen = new Set<string>();
        const unique = entries.filter((e) => !seen.has(e.value) && seen.add(e.value));
        value = unique.map((e) => (e.label !== e.value ? `${e.value}:${e.label}` : e.value)).join(';');
      }
      break;
    }
    default:
      if (def.format === 'phone') value = normalizePhone(value);
  }
  const limit = def.fieldType === 'Multiline' ? 500 : def.fieldType === 'text' ? 128 : 4000;
  if (value.length > limit) return { error: `Field exceeded max character length of ${limit}.`, rule: 'length' };
  return { value };
}

/** What the rules see: list settings are checked entry by entry. */
const ruleInput = (def: SettingDefinitionRow, stored: string): string | string[] =>
  def.fieldType === 'MultiSelect' ? parseSettingOptions(stored).map((e) => e.value) : stored;

function ruleArgument(rule: string | null, key: string): string {
  const m = new RegExp(`(?:^|;)\\s*${key}\\s*:\\s*([^;]*)`).exec(rule ?? '');
  return m ? `:${m[1].trim()}` : '';
}

/**
 * Tenant and system settings: definitions from `setting_definition`, values in `tenant_setting`
 * (tenant-owned, row-level security) and `system_setting`. `getTenant` / `getSystem` return typed
 * values (defaults when never saved) and work inside a request's transaction as well as outside any
 * context (jobs, sign-in before a tenant is known).
 */
/** GET /tenant-settings/{category} and /system-settings/{category}: position is the display order */
export const SETTING_LIST = defineList({
  resource: 'settings',
  sortable: { position: GIVEN_ORDER, parameterName: 'parameterName', prettyName: 'prettyName' },
  defaultSort: { field: 'position', direction: 'ASC' },
  id: 'parameterName',
  quickFilter: ['parameterName', 'prettyName'],
  filters: { fieldType: { type: 'string', column: 'fieldType' } },
  defaultSize: MAX_PAGE_SIZE,
});

/**
 * SQL of a tenant's time zone (`tenantId`: an SQL expression of its id): the database function tenant_time_zone, the
 * rule of tenantTimeZone below. For queries over rows of several tenants, or without the service.
 */
export const tenantZoneSql = (tenantId: string): string => `tenant_time_zone(${tenantId})`;

/** SQL of a tenant's today (tenant_today, as tenantToday below gives it); `tenantId` as for tenantZoneSql. */
export const tenantTodaySql = (tenantId: string): string => `tenant_today(${tenantId})`;

@Injectable()
export class SettingsService {
  private readonly systemSavedListeners: Array<() => void> = [];

  constructor(private readonly db: TenantDb) {}

  /** `listener` runs after each transaction that saved system settings commits (a cache drops what it holds). */
  onSystemSettingsSaved(listener: () => void): void {
    this.systemSavedListeners.push(listener);
  }

  /** A tenant setting's typed value: boolean for Switch, number for Number, number[] / {value,label}[] for MultiSelect, else string. */
  async getTenant<T = unknown>(tenantId: string, parameterName: string): Promise<T> {
    const rows = await this.db.withTenant(tenantId, (em) =>
      em.query(
        `SELECT d.field_type, d.format, d.default_value, s.value
           FROM setting_definition d
           LEFT JOIN tenant_setting s ON s.parameter_name = d.parameter_name AND s.tenant_id = $1
          WHERE d.parameter_name = $2 AND d.scope = 'TENANT'`,
        [tenantId, parameterName],
      ),
    );
    return this.typed('TENANT', parameterName, rows) as T;
  }

  /** The tenant's today: YYYY-MM-DD in its TIME_ZONE setting (UTC should the setting be empty). Every "today" of a tenant's records is this one. */
  async tenantToday(tenantId = this.db.tenantId(), now = new Date()): Promise<string> {
    return dayIn(await this.tenantTimeZone(tenantId), now);
  }

  /**
   * The tenant's TIME_ZONE setting (else the setting's default, else UTC): the zone its days are counted in. The
   * rule is the database function's (tenantZoneSql), which SQL that counts in tenant days calls too.
   */
  async tenantTimeZone(tenantId = this.db.tenantId()): Promise<string> {
    const [row] = await this.db.withTenant(tenantId, (em) =>
      em.query<Array<{ zone: string }>>(`SELECT ${tenantZoneSql('$1')} AS zone`, [tenantId]),
    );
    return row.zone;
  }

  /** A system setting's typed value (same typing as getTenant). */
  async getSystem<T = unknown>(parameterName: string): Promise<T> {
    const em = RequestContext.current()?.manager ?? this.db.dataSource.manager;
    const rows = await em.query(
      `SELECT d.field_type, d.format, d.default_value, s.value
         FROM setting_definition d
         LEFT JOIN system_setting s ON s.parameter_name = d.parameter_name
        WHERE d.parameter_name = $1 AND d.scope = 'SYSTEM'`,
      [parameterName],
    );
    return this.typed('SYSTEM', parameterName, rows) as T;
  }

  /** The settings of one category of the current tenant. */
  /** GET /tenant-settings/{category}: every setting of the category in display order unless a page is asked for */
  async listTenant(category: string, query: Record<string, unknown>): Promise<Page<SettingDto>> {
    const q = parseList(SETTING_LIST, query);
    const cat = this.category('TENANT', category);
    const defs = await this.definitions('TENANT', cat);
    const values = await this.db.repo(TenantSetting).find();
    return this.page(q, defs, values);
  }

  /** GET /system-settings/{category} */
  async listSystem(category: string, query: Record<string, unknown>): Promise<Page<SettingDto>> {
    const q = parseList(SETTING_LIST, query);
    const cat = this.category('SYSTEM', category);
    const defs = await this.definitions('SYSTEM', cat);
    const values = await this.db.repo(SystemSetting).find();
    return this.page(q, defs, values);
  }

  /** The page of a category's settings (the definitions come in display order). */
  private page(q: ParsedList, defs: SettingDefinitionRow[], values: Array<{ parameterName: string; value: string }>): Page<SettingDto> {
    return pageInMemory(
      SETTING_LIST,
      q,
      defs.map((d) => this.toDto(d, values.find((v) => v.parameterName === d.parameterName)?.value)),
    );
  }

  /** Validates every item first (nothing is written when one fails), then stores them; answers the saved categories. */
  async saveTenant(items: SaveSettingItemDto[]): Promise<SettingDto[]> {
    const checked = await this.check('TENANT', items);
    const repo = this.db.repo(TenantSetting);
    for (const { def, value } of checked) await this.assertMayChange(def, value);
    for (const { def, value } of checked) {
      const row =
        (await repo.findOne({ where: { parameterName: def.parameterName } })) ?? repo.create({ parameterName: def.parameterName });
      if (row.id && row.value === value) continue;
      row.value = value;
      await repo.save(row);
    }
    return this.savedCategories(checked, async (c) => (await this.listTenant(c, {})).items);
  }

  async saveSystem(items: SaveSettingItemDto[]): Promise<SettingDto[]> {
    const checked = await this.check('SYSTEM', items);
    const repo = this.db.repo(SystemSetting);
    for (const { def, value } of checked) {
      const row =
        (await repo.findOne({ where: { parameterName: def.parameterName } })) ?? repo.create({ parameterName: def.parameterName });
      if (row.id && row.value === value) continue;
      row.value = value;
      await repo.save(row);
    }
    this.db.afterCommit(() => this.systemSavedListeners.forEach((listener) => listener()));
    return this.savedCategories(checked, async (c) => (await this.listSystem(c, {})).items);
  }

  // ---------------------------------------------------------------------------------------------

  /**
   * A tenant setting marked changeRequiresRole (MFA, remember device, PIV sign-in) changes only for
   * someone holding every permission of that role, e.g. a tenant administrator but not an FSO: they
   * weaken sign-in for every user. Saving its current value again (a whole category form) is allowed.
   */
  private async assertMayChange(def: SettingDefinitionRow, value: string): Promise<void> {
    const role = SETTING_DEFINITIONS.find((d) => d.scope === 'TENANT' && d.parameterName === def.parameterName)?.changeRequiresRole;
    if (!role) return;
    const saved = await this.db.repo(TenantSetting).findOne({ where: { parameterName: def.parameterName } });
    if ((saved?.value ?? def.defaultValue) === value) return;
    if (!systemRoleGrants) throw new Error('No module registered how the permissions of a system role are read');
    const grants = await systemRoleGrants(this.db.em(), role);
    const missing = firstUnheld(RequestContext.require().user?.permissions ?? {}, grants);
    if (missing) {
      throw new ForbiddenException(
        SETTINGS_MESSAGES.changeRequiresRole
          .replace('{setting}', `${def.prettyName} (${def.parameterName})`)
          .replace('{role}', ROLE_PRETTY_NAMES[role])
          .replace('{flag}', missing.flag)
          .replace('{module}', missing.module),
      );
    }
  }

  private typed(
    scope: SettingScope,
    name: string,
    rows: Array<{ field_type: string; format: string | null; default_value: string; value: string | null }>,
  ) {
    const row = rows[0];
    if (!row) throw new Error(`Unknown ${scope.toLowerCase()} setting ${name}`);
    return toTypedSettingValue(row.field_type as never, row.value ?? row.default_value, row.format as never);
  }

  private category(scope: SettingScope, category: string): string {
    const cat = category.toUpperCase();
    const known: readonly string[] = scope === 'TENANT' ? TENANT_SETTING_CATEGORIES : SYSTEM_SETTING_CATEGORIES;
    if (!known.includes(cat)) throw new NotFoundException(API_MESSAGES.unknownValue('Settings category', category, 'Categories', known));
    return cat;
  }

  private definitions(scope: SettingScope, category?: string): Promise<SettingDefinitionRow[]> {
    return this.db.repo(SettingDefinitionRow).find({ where: { scope, ...(category ? { category } : {}) }, order: { sortOrder: 'ASC' } });
  }

  private async check(scope: SettingScope, items: SaveSettingItemDto[]): Promise<Array<{ def: SettingDefinitionRow; value: string }>> {
    const defs = await this.definitions(scope);
    const seen = new Set<string>();
    const out: Array<{ def: SettingDefinitionRow; value: string }> = [];
    for (const item of items) {
      const def = defs.find((d) => d.parameterName === item.parameterName);
      if (!def) throw new BadRequestException(SETTINGS_MESSAGES.unknownSetting(item.parameterName));
      if (def.category !== String(item.categoryName).toUpperCase())
        throw new BadRequestException(SETTINGS_MESSAGES.wrongCategory(item.parameterName, def.category, item.categoryName));
      if (seen.has(def.parameterName)) throw new BadRequestException(SETTINGS_MESSAGES.listedTwice(item.parameterName));
      seen.add(def.parameterName);
      const result = normaliseSettingValue(def, item.value);
      if ('error' in result)
        throw new BadRequestException(SETTINGS_MESSAGES.ruleBroken(def.prettyName, def.parameterName, result.error, result.rule));
      out.push({ def, value: result.value });
    }
    return out;
  }

  private async savedCategories(checked: Array<{ def: SettingDefinitionRow }>, list: (c: string) => Promise<SettingDto[]>) {
    const out: SettingDto[] = [];
    for (const c of new Set(checked.map((x) => x.def.category))) out.push(...(await list(c)));
    return out;
  }

  private toDto(d: SettingDefinitionRow, stored: string | undefined): SettingDto {
    const value = stored ?? d.defaultValue;
    const warn = settingWarning(d.warningRule, ruleInput(d, value));
    return {
      category: d.category,
      parameterName: d.parameterName,
      prettyName: d.prettyName,
      fieldType: d.fieldType,
      defaultValue: d.defaultValue,
      value,
      valueType: d.valueType,
      errorRule: d.errorRule,
      warningRule: d.warningRule,
      format: d.format ?? null,
      description: d.description,
      ...(warn ? { warning: settingWarningText(warn) } : {}),
    };
  }
}
