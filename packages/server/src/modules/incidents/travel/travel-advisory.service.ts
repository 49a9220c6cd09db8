import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { TRAVEL_ADVISORY_LEVEL, TRAVEL_ADVISORY_MESSAGES as M, type TravelAdvisoryLevel } from '@clearline/shared';
import { checkVersion } from '../../../core/database/entity-helpers';
import { recordNotFound, TenantDb } from '../../../core/database/tenant-db';
import type { Page } from '../../../core/http/list-query';
import { defineList } from '../../../core/http/list';
import { ReferenceDataService } from '../../reference-data';
import { SettingsService } from '../../settings';
import { TravelAdvisory } from './foreign-travel.entity';
import { sqlPage } from './foreign-travel.reader';
import type {
  TravelAdvisoryInputDto,
  TravelAdvisoryLookupQueryDto,
  TravelAdvisoryLookupView,
  TravelAdvisoryView,
} from './travel-advisory.dto';

/** GET /tenant-master-data/travel-advisory */
export const TRAVEL_ADVISORY_LIST = defineList({
  resource: 'travel-advisories',
  sortable: {
    countryName: 'lower(c.name)',
    advisoryLevel: 'a.advisory_level',
    effectiveFrom: 'a.effective_from',
    effectiveTo: 'a.effective_to',
    createdAt: 'a.created_at',
  },
  defaultSort: { field: 'countryName', direction: 'ASC' },
  id: 'a.id',
  nullsLast: true,
  quickFilter: ['c.name', 'a.summary'],
  filters: {
    countryId: { type: 'number', column: 'a.country_id' },
    advisoryLevel: { type: 'number', column: 'a.advisory_level' },
    effectiveOn: {
      type: 'date',
      condition: (p) => `(a.effective_from <= ${p}::date AND (a.effective_to IS NULL OR a.effective_to >= ${p}::date))`,
      description: 'advisories in effect on this day',
    },
  },
});

const FROM = `FROM travel_advisory a JOIN country c ON c.id = a.country_id`;
const COLUMNS = `a.id, a.version, a.country_id AS "countryId", c.name AS "countryName", a.advisory_level AS "advisoryLevel",
  to_char(a.effective_from, 'YYYY-MM-DD') AS "effectiveFrom", to_char(a.effective_to, 'YYYY-MM-DD') AS "effectiveTo", a.summary,
  a.created_at AS "createdAt", a.updated_at AS "updatedAt"`;

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));

function view(r: Record<string, unknown>): TravelAdvisoryView {
  const level = Number(r.advisoryLevel) as TravelAdvisoryLevel;
  return {
    ...(r as unknown as TravelAdvisoryView),
    advisoryLevel: level,
    advisoryLevelLabel: TRAVEL_ADVISORY_LEVEL[level],
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

/**
 * Travel advisories: the level (1–4, the State Department's scale) the security office keeps per country
 * and period (tenant master data; no outside call). The periods of one country never overlap, so a day
 * has at most one level per country; the lookup answers the ones in effect in a trip's dates.
 */
@Injectable()
export class TravelAdvisoryService {
  constructor(
    private readonly db: TenantDb,
    private readonly referenceData: ReferenceDataService,
    private readonly settings: SettingsService,
  ) {}

  list(query: Record<string, unknown>): Promise<Page<TravelAdvisoryView>> {
    return sqlPage(this.db.em(), TRAVEL_ADVISORY_LIST, query, { from: FROM, columns: COLUMNS, where: 'true', params: [] }, view);
  }

  async get(id: string): Promise<TravelAdvisoryView> {
    await this.db.findOr404(TravelAdvisory, id, 'Travel advisory');
    const [row] = await this.db.em().query<Array<Record<string, unknown>>>(`SELECT ${COLUMNS} ${FROM} WHERE a.id = $1`, [id]);
    return view(row);
  }

  async create(input: TravelAdvisoryInputDto): Promise<TravelAdvisoryView> {
    const repo = this.db.repo(TravelAdvisory);
    const a = repo.create();
    await this.apply(a, input);
    return this.get((await repo.save(a)).id);
  }

  async update(id: string, input: TravelAdvisoryInputDto): Promise<TravelAdvisoryView> {
    const a = await this.db.findOr404(TravelAdvisory, id, 'Travel advisory');
    checkVersion(a, input.version);
    await this.apply(a, input);
    await this.db.repo(TravelAdvisory).save(a);
    return this.get(id);
  }

  async remove(id: string): Promise<void> {
    await this.db.repo(TravelAdvisory).remove(await this.db.findOr404(TravelAdvisory, id, 'Travel advisory'));
  }

  /** The advisories of a country in effect on any day of [startDate, endDate] (today when left out), highest level first. */
  async lookup(countryId: number, query: TravelAdvisoryLookupQueryDto): Promise<TravelAdvisoryLookupView> {
    const country = (await this.referenceData.countries()).find((c) => c.id === countryId);
    if (!country) throw recordNotFound('Country', String(countryId));
    const today = await this.settings.tenantToday();
    const start = query.startDate ?? query.endDate ?? today;
    const end = query.endDate ?? start;
    if (end < start) throw new BadRequestException(M.lookupRange);
    const rows = await this.db.em().query<Array<Record<string, unknown>>>(
      `SELECT ${COLUMNS} ${FROM}
        WHERE a.country_id = $1 AND a.effective_from <= $3::date AND (a.effective_to IS NULL OR a.effective_to >= $2::date)
        ORDER BY a.advisory_level DESC, a.effective_from DESC, a.id`,
      [countryId, start, end],
    );
    const advisories = rows.map(view);
    const top = advisories[0];
    return {
      countryId,
      countryName: country.name,
      startDate: start,
      endDate: end,
      highestLevel: top?.advisoryLevel ?? null,
      highestLevelLabel: top?.advisoryLevelLabel ?? null,
      advisories,
    };
  }

  /**
   * Takes the input, checks the country and the dates, and refuses a period overlapping another advisory
   * of the country (409). Saves of one country are serialised by a transaction lock, so two requests
   * cannot both pass the check.
   */
  private async apply(a: TravelAdvisory, input: TravelAdvisoryInputDto): Promise<void> {
    await this.referenceData.checkCountries([[M.labels.countryId, input.countryId]]);
    const to = input.effectiveTo ?? null;
    if (to !== null && to < input.effectiveFrom) throw new BadRequestException(M.toEarlierThanFrom);
    Object.assign(a, {
      countryId: input.countryId,
      advisoryLevel: input.advisoryLevel,
      effectiveFrom: input.effectiveFrom,
      effectiveTo: to,
      summary: input.summary?.trim() || null,
    });
    const em = this.db.em();
    await em.query(`SELECT pg_advisory_xact_lock(hashtext('travel_advisory:' || $1 || ':' || $2))`, [this.db.tenantId(), a.countryId]);
    const [clash] = await em.query<Array<{ name: string; effective_from: string; effective_to: string | null }>>(
      `SELECT c.name, to_char(a.effective_from, 'YYYY-MM-DD') AS effective_from, to_char(a.effective_to, 'YYYY-MM-DD') AS effective_to
         ${FROM}
        WHERE a.country_id = $1 AND ($2::uuid IS NULL OR a.id <> $2)
          AND daterange(a.effective_from, a.effective_to, '[]') && daterange($3::date, $4::date, '[]')
        ORDER BY a.effective_from LIMIT 1`,
      [a.countryId, a.id ?? null, a.effectiveFrom, a.effectiveTo],
    );
    if (clash) throw new ConflictException(M.overlap(clash.name, clash.effective_from, clash.effective_to));
  }
}
