/**
 * Foreign travel, its debrief and travel advisories: what the incidents module registers (controllers
 * before its generic `/{incidentId}/{type}` route, providers, entities) and the SQL rules others read.
 */
import { ForeignTravelController } from './foreign-travel.controller';
import { ForeignTravelDestination, ForeignTravelEmergencyContact, TravelAdvisory } from './foreign-travel.entity';
import { ForeignTravelDebriefHandler, ForeignTravelHandler } from './foreign-travel.handlers';
import { ForeignTravelReader } from './foreign-travel.reader';
import { ForeignTravelReports } from './reports';
import { TravelAdvisoryController, TravelAdvisoryLookupController } from './travel-advisory.controller';
import { TravelAdvisoryService } from './travel-advisory.service';

export const TRAVEL_CONTROLLERS = [ForeignTravelController, TravelAdvisoryController, TravelAdvisoryLookupController];
export const TRAVEL_PROVIDERS = [
  ForeignTravelReader,
  ForeignTravelHandler,
  ForeignTravelDebriefHandler,
  TravelAdvisoryService,
  ForeignTravelReports,
];
export const TRAVEL_ENTITIES = [ForeignTravelDestination, ForeignTravelEmergencyContact, TravelAdvisory];

export { ForeignTravelDebriefDetailsDto, ForeignTravelDetailsDto } from './foreign-travel.dto';
export { awaitingDebriefSql, debriefDueSql, debriefFiledSql, debriefOverdueSql, debriefsDueSql, travelCountriesSql } from './debrief-sql';
