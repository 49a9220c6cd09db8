import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DEFAULT_COUNTRY_ID, PEOPLE_MESSAGES } from '@clearline/shared';
import type { DataSource } from 'typeorm';
import { RequestContext } from '../../core/context/request-context';
import type { CountryView, StateView } from './country-state.dto';

interface Cache {
  countries: CountryView[];
  states: StateView[];
  countryIds: Set<number>;
  usStateCodes: Set<string>;
}

/**
 * Countries and states: global reference data (written by migrations and system master data), read once and
 * kept in memory until a change through master data invalidates it.
 * Not tenant-owned, so reading needs no tenant (the public self-service routes use it too).
 */
@Injectable()
export class ReferenceDataService {
  private cache?: Promise<Cache>;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private load(): Promise<Cache> {
    // on the request's own transaction when there is one: a request holding its pool connection must not
    // wait for a second one (under load every connection is held by requests waiting for this load)
    const db = RequestContext.current()?.manager ?? this.dataSource;
    this.cache ??= (async () => {
      const countries = await db.query<
        CountryView[]
      >(`SELECT id, trim(iso2) AS iso2, trim(iso3) AS iso3, name, name AS "countryName", trim(iso2) AS "alpha2CountryCode",
                trim(iso3) AS "alpha3CountryCode", numeric_code AS "numericCountryCode", dni_threat_list_included AS "dniThreatListIncluded"
           FROM country ORDER BY name`);
      const states = await db.query<StateView[]>(
        `SELECT id, country_id AS "countryId", code, name, name AS "stateName", code AS "stateCode" FROM state ORDER BY country_id, name`,
      );
      return {
        countries,
        states,
        countryIds: new Set(countries.map((c) => c.id)),
        usStateCodes: new Set(states.filter((s) => s.countryId === DEFAULT_COUNTRY_ID).map((s) => s.code)),
      };
    })().catch((e: unknown) => {
      this.cache = undefined;
      throw e;
    });
    return this.cache;
  }

  /** Forgets what was read, after a change of countries or states (call once the change has committed). */
  invalidate(): void {
    this.cache = undefined;
  }

  async countries(): Promise<CountryView[]> {
    return (await this.load()).countries;
  }

  /** States of a country, or of every country when none is given. */
  async states(countryId?: number): Promise<StateView[]> {
    const { states } = await this.load();
    return countryId === undefined ? states : states.filter((s) => s.countryId === countryId);
  }

  /** Refuses ids that are not countries, naming the field ('{label} is not valid'). */
  async checkCountries(fields: Array<[label: string, id: number | null | undefined]>): Promise<void> {
    const { countryIds } = await this.load();
    for (const [label, id] of fields) {
      if (id !== null && id !== undefined && !countryIds.has(id)) throw new BadRequestException(PEOPLE_MESSAGES.notValid(label));
    }
  }

  /** For the home country the state must be one of its state codes (free text elsewhere). */
  async checkState(label: string, countryId: number | null | undefined, state: string | null | undefined): Promise<void> {
    if (countryId !== DEFAULT_COUNTRY_ID || state === null || state === undefined || state === '') return;
    const { usStateCodes } = await this.load();
    if (!usStateCodes.has(state)) throw new BadRequestException(PEOPLE_MESSAGES.notValid(label));
  }
}
