import { Controller, Get, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireAnyPermission, RequirePermission } from '../../../core/access/decorators';
import type { Page } from '../../../core/http/list-query';
import { ListEndpoint } from '../../../core/http/list';
import {
  ForeignTravelDebriefView,
  ForeignTravelDestinationView,
  ForeignTravelDetailView,
  ForeignTravelEmergencyContactView,
  ForeignTravelView,
} from './foreign-travel.dto';
import {
  FOREIGN_TRAVEL_CONTACT_LIST,
  FOREIGN_TRAVEL_DEBRIEF_LIST,
  FOREIGN_TRAVEL_DESTINATION_LIST,
  FOREIGN_TRAVEL_LIST,
  ForeignTravelReader,
} from './foreign-travel.reader';
import { IdParam } from '../../../core/http/id-param';

/**
 * The foreign-travel lists of the incidents area (spec 03 §7): travels, their destinations, emergency
 * contacts and debriefs, and a person's travels and destinations (the Assignments tab, spec 02 §2).
 * Travels and debriefs are filed and changed through the incident routes (POST /incidents, POST /incidents/me,
 * PUT /incidents/{id}) with the type's `details`.
 */
@ApiTags('incidents')
@Controller('incidents')
export class ForeignTravelController {
  constructor(private readonly reader: ForeignTravelReader) {}

  @Get('foreign-travels')
  @RequirePermission('REPORTS_INCIDENTS', 'VIEW')
  @ApiOperation({
    summary: 'Foreign travels (filters: person, facility, status, country, travelFrom/travelTo overlap, debriefDue, debriefOverdue)',
  })
  @ListEndpoint(FOREIGN_TRAVEL_LIST, ForeignTravelView)
  travels(@Query() query: Record<string, unknown>): Promise<Page<ForeignTravelView>> {
    return this.reader.listTravels(query);
  }

  @Get('foreign-travels/personnel/:id')
  @RequireAnyPermission(['REPORTS_INCIDENTS', 'VIEW'], ['PERSONNEL', 'VIEW'], ['SELF_SERVICE', 'VIEW'])
  @ApiOperation({ summary: "A person's foreign travels (the security office, personnel screens, or the person themself)" })
  @ListEndpoint(FOREIGN_TRAVEL_LIST, ForeignTravelView)
  @ApiNotFoundResponse()
  travelsOfPerson(@IdParam() id: string, @Query() query: Record<string, unknown>): Promise<Page<ForeignTravelView>> {
    return this.reader.travelsOfPerson(id, query);
  }

  @Get('foreign-travels/:id')
  @RequireAnyPermission(['REPORTS_INCIDENTS', 'VIEW'], ['REPORT_FOREIGN_TRAVEL', 'VIEW'], ['DEBRIEF_FOREIGN_TRAVEL', 'VIEW'])
  @ApiOperation({
    summary: 'A foreign travel with its destinations and emergency contacts',
    description: 'Answered to holders of REPORTS_INCIDENTS VIEW, and to the traveller (the person of the travel); anyone else gets 404.',
  })
  @ApiOkResponse({ type: ForeignTravelDetailView })
  @ApiNotFoundResponse()
  travel(@IdParam() id: string): Promise<ForeignTravelDetailView> {
    return this.reader.travel(id);
  }

  @Get('foreign-travel-destinations')
  @RequirePermission('REPORTS_INCIDENTS', 'VIEW')
  @ApiOperation({ summary: 'Destinations of foreign travels (filters: travel, person, country, arrival date, travel status)' })
  @ListEndpoint(FOREIGN_TRAVEL_DESTINATION_LIST, ForeignTravelDestinationView)
  destinations(@Query() query: Record<string, unknown>): Promise<Page<ForeignTravelDestinationView>> {
    return this.reader.listDestinations(query);
  }

  @Get('foreign-travel-destinations/personnel/:id')
  @RequireAnyPermission(['REPORTS_INCIDENTS', 'VIEW'], ['PERSONNEL', 'VIEW'], ['SELF_SERVICE', 'VIEW'])
  @ApiOperation({ summary: "The destinations of a person's foreign travels (the security office, personnel screens, or the person)" })
  @ListEndpoint(FOREIGN_TRAVEL_DESTINATION_LIST, ForeignTravelDestinationView)
  @ApiNotFoundResponse()
  destinationsOfPerson(@IdParam() id: string, @Query() query: Record<string, unknown>): Promise<Page<ForeignTravelDestinationView>> {
    return this.reader.destinationsOfPerson(id, query);
  }

  @Get('foreign-travel-destinations/:id')
  @RequirePermission('REPORTS_INCIDENTS', 'VIEW')
  @ApiOperation({ summary: 'One destination of a foreign travel' })
  @ApiOkResponse({ type: ForeignTravelDestinationView })
  @ApiNotFoundResponse()
  destination(@IdParam() id: string): Promise<ForeignTravelDestinationView> {
    return this.reader.destination(id);
  }

  @Get('foreign-travel-emergency-contacts')
  @RequirePermission('REPORTS_INCIDENTS', 'VIEW')
  @ApiOperation({ summary: 'Emergency contacts of foreign travels (filters: travel, person)' })
  @ListEndpoint(FOREIGN_TRAVEL_CONTACT_LIST, ForeignTravelEmergencyContactView)
  contacts(@Query() query: Record<string, unknown>): Promise<Page<ForeignTravelEmergencyContactView>> {
    return this.reader.listContacts(query);
  }

  @Get('foreign-travel-emergency-contacts/:id')
  @RequirePermission('REPORTS_INCIDENTS', 'VIEW')
  @ApiOperation({ summary: 'One emergency contact of a foreign travel' })
  @ApiOkResponse({ type: ForeignTravelEmergencyContactView })
  @ApiNotFoundResponse()
  contact(@IdParam() id: string): Promise<ForeignTravelEmergencyContactView> {
    return this.reader.contact(id);
  }

  @Get('foreign-travel-debriefs')
  @RequirePermission('REPORTS_INCIDENTS', 'VIEW')
  @ApiOperation({ summary: 'Foreign travel debriefs (filters: person, facility, status, travel, debrief date)' })
  @ListEndpoint(FOREIGN_TRAVEL_DEBRIEF_LIST, ForeignTravelDebriefView)
  debriefs(@Query() query: Record<string, unknown>): Promise<Page<ForeignTravelDebriefView>> {
    return this.reader.listDebriefs(query);
  }

  @Get('foreign-travel-debriefs/:id')
  @RequireAnyPermission(['REPORTS_INCIDENTS', 'VIEW'], ['DEBRIEF_FOREIGN_TRAVEL', 'VIEW'])
  @ApiOperation({
    summary: 'One foreign travel debrief with its answers',
    description: 'Answered to holders of REPORTS_INCIDENTS VIEW, and to the person debriefed; anyone else gets 404.',
  })
  @ApiOkResponse({ type: ForeignTravelDebriefView })
  @ApiNotFoundResponse()
  debrief(@IdParam() id: string): Promise<ForeignTravelDebriefView> {
    return this.reader.debrief(id);
  }
}
