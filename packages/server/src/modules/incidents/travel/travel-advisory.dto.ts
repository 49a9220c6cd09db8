import { TRAVEL_ADVISORY_LEVEL, TRAVEL_ADVISORY_MESSAGES, TEXT_LIMITS } from '@clearline/shared';
import { ApiProperty } from '@nestjs/swagger';
import { DayField, NumberField, RefIdField, TextField } from '../../../core/http/fields';

const L = TRAVEL_ADVISORY_MESSAGES.labels;

/** POST and PUT /tenant-master-data/travel-advisory */
export class TravelAdvisoryInputDto {
  @RefIdField({ label: L.countryId, required: true })
  countryId: number;

  /** 1 exercise normal precautions, 2 increased caution, 3 reconsider travel, 4 do not travel */
  @NumberField({ label: L.advisoryLevel, required: true, integer: true, min: 1, max: 4 })
  advisoryLevel: number;

  @DayField({ label: L.effectiveFrom, required: true })
  effectiveFrom: string;

  /** null or left out: until further notice; not before effectiveFrom; periods of one country must not overlap (409) */
  @DayField({ label: L.effectiveTo })
  effectiveTo?: string | null;

  @TextField({ label: L.summary, max: TEXT_LIMITS.narrative })
  summary?: string | null;

  /** the version read; a stale save is refused (409) */
  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;
}

/** GET /incidents/travel-advisory/country/{countryId}: the range looked up (today when left out) */
export class TravelAdvisoryLookupQueryDto {
  /** default today */
  @DayField({ label: 'startDate' })
  startDate?: string;

  /** default startDate */
  @DayField({ label: 'endDate' })
  endDate?: string;
}

export class TravelAdvisoryView {
  id: string;
  version: number;
  countryId: number;
  countryName: string;
  @ApiProperty({ enum: [1, 2, 3, 4] })
  advisoryLevel: number;
  /** "Level 3: Reconsider Travel" */
  @ApiProperty({ enum: Object.values(TRAVEL_ADVISORY_LEVEL) })
  advisoryLevelLabel: string;
  effectiveFrom: string;
  effectiveTo: string | null;
  summary: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /incidents/travel-advisory/country/{countryId}: what a traveller to the country is told for the dates. */
export class TravelAdvisoryLookupView {
  countryId: number;
  countryName: string;
  startDate: string;
  endDate: string;
  /** the highest level in effect on any day of the range; null when the security office keeps none for it */
  @ApiProperty({ enum: [1, 2, 3, 4], nullable: true, type: 'integer' })
  highestLevel: number | null;
  /** its label ("Level 4: Do Not Travel"), or null */
  @ApiProperty({ enum: Object.values(TRAVEL_ADVISORY_LEVEL), nullable: true, type: 'string' })
  highestLevelLabel: string | null;
  /** the advisories in effect in the range, highest level first */
  @ApiProperty({ type: () => TravelAdvisoryView, isArray: true })
  advisories: TravelAdvisoryView[];
}
