import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MAX_PAGE_SIZE } from '@clearline/shared';
import { Public, SignedIn } from '../../core/access/decorators';
import type { Page } from '../../core/http/list-query';
import { defineList, ListEndpoint, pageInMemory, parseList } from '../../core/http/list';
import { RateLimit } from '../rate-limit';
import { CountryView, ReferenceDataService, StateView } from '../master-data';

/** GET …/system-master-data/country: every country by name unless a page is asked for */
export const COUNTRY_LIST = defineList({
  resource: 'countries',
  sortable: {
    name: 'name',
    id: 'id',
    iso2: 'iso2',
    countryName: 'name',
    alpha2CountryCode: 'iso2',
    alpha3CountryCode: 'iso3',
    numericCountryCode: 'numericCountryCode',
    dniThreatListIncluded: 'dniThreatListIncluded',
  },
  defaultSort: { field: 'name', direction: 'ASC' },
  quickFilter: ['name', 'iso2', 'iso3', 'numericCountryCode'],
  defaultSize: MAX_PAGE_SIZE,
});

/** GET …/system-master-data/state: every state by country and name unless a page is asked for */
export const STATE_LIST = defineList({
  resource: 'states',
  sortable: {
    name: ['countryId', 'name'],
    code: ['countryId', 'code'],
    id: 'id',
    stateName: 'name',
    stateCode: 'code',
    countryId: ['countryId', 'name'],
  },
  defaultSort: { field: 'name', direction: 'ASC' },
  quickFilter: ['name', 'code'],
  filters: { countryId: { type: 'number', single: true, column: 'countryId', description: 'the country (236 = United States)' } },
  defaultSize: MAX_PAGE_SIZE,
});

@ApiTags('reference-data')
@Controller()
export class ReferenceDataController {
  constructor(private readonly refs: ReferenceDataService) {}

  @Get('system-master-data/country')
  @SignedIn()
  @ApiOperation({ summary: 'Countries (id 236 = United States), by name' })
  @ListEndpoint(COUNTRY_LIST, CountryView)
  async countries(@Query() query: Record<string, unknown>): Promise<Page<CountryView>> {
    const q = parseList(COUNTRY_LIST, query);
    return pageInMemory(COUNTRY_LIST, q, await this.refs.countries());
  }

  @Get('system-master-data/state')
  @SignedIn()
  @ApiOperation({ summary: 'States and territories, by name (countryId filters; the US list is for country 236)' })
  @ListEndpoint(STATE_LIST, StateView)
  async states(@Query() query: Record<string, unknown>): Promise<Page<StateView>> {
    const q = parseList(STATE_LIST, query);
    return pageInMemory(STATE_LIST, q, await this.refs.states());
  }

  @Get('self-service/system-master-data/country')
  @Public()
  @RateLimit('PUBLIC')
  @ApiOperation({ summary: 'Countries for the self-service invitation form (no sign-in)' })
  @ListEndpoint(COUNTRY_LIST, CountryView)
  publicCountries(@Query() query: Record<string, unknown>): Promise<Page<CountryView>> {
    return this.countries(query);
  }

  @Get('self-service/system-master-data/state')
  @Public()
  @RateLimit('PUBLIC')
  @ApiOperation({ summary: 'States for the self-service invitation form (no sign-in)' })
  @ListEndpoint(STATE_LIST, StateView)
  publicStates(@Query() query: Record<string, unknown>): Promise<Page<StateView>> {
    return this.states(query);
  }
}
