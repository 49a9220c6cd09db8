import { BadRequestException, Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Public, SignedIn } from '../../core/access/decorators';
import { RateLimit } from '../rate-limit/rate-limit.guard';
import { CountryView, StateView } from './reference-data.dto';
import { ReferenceDataService } from './reference-data.service';

function countryParam(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d+$/.test(raw)) throw new BadRequestException('countryId must be a whole number');
  return Number(raw);
}

@ApiTags('reference-data')
@Controller()
export class ReferenceDataController {
  constructor(private readonly refs: ReferenceDataService) {}

  @Get('system-master-data/country')
  @SignedIn()
  @ApiOperation({ summary: 'Countries (id 236 = United States), by name' })
  @ApiOkResponse({ type: [CountryView] })
  countries(): Promise<CountryView[]> {
    return this.refs.countries();
  }

  @Get('system-master-data/state')
  @SignedIn()
  @ApiOperation({ summary: 'States and territories, by name (countryId filters; the US list is for country 236)' })
  @ApiQuery({ name: 'countryId', required: false, type: Number })
  @ApiOkResponse({ type: [StateView] })
  states(@Query('countryId') countryId?: string): Promise<StateView[]> {
    return this.refs.states(countryParam(countryId));
  }

  @Get('self-service/system-master-data/country')
  @Public()
  @RateLimit('PUBLIC')
  @ApiOperation({ summary: 'Countries for the self-service invitation form (no sign-in)' })
  @ApiOkResponse({ type: [CountryView] })
  publicCountries(): Promise<CountryView[]> {
    return this.refs.countries();
  }

  @Get('self-service/system-master-data/state')
  @Public()
  @RateLimit('PUBLIC')
  @ApiOperation({ summary: 'States for the self-service invitation form (no sign-in)' })
  @ApiQuery({ name: 'countryId', required: false, type: Number })
  @ApiOkResponse({ type: [StateView] })
  publicStates(@Query('countryId') countryId?: string): Promise<StateView[]> {
    return this.refs.states(countryParam(countryId));
  }
}
