import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentsModule } from '../documents';
import { ReferenceDataModule } from '../reference-data';
import { SettingsModule } from '../settings';
import { EncryptedMessageRecipient, EncryptedMessagesController, EncryptedMessagesService } from './encrypted-messages';
import { IncidentDocumentsService } from './incident-documents.service';
import { CoreIncidentHandlers } from './incident-handlers';
import { IncidentTypeRegistry } from './incident-type-handler';
import { Incident } from './incident.entity';
import { IncidentsController, INCIDENT_TYPE_CONTROLLERS } from './incidents.controller';
import { IncidentsService } from './incidents.service';
import { IncidentDashboardTiles } from './dashboard-tiles';
import { IncidentOpenActions } from './open-actions';
import { IncidentReminders } from './reminders';
import { TRAVEL_CONTROLLERS, TRAVEL_ENTITIES, TRAVEL_PROVIDERS } from './travel';
import { IncidentReports } from './reports';

/** Incidents and reports (spec 03 §3, §7): one record for every type, the type handlers, documents and questions. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Incident, ...TRAVEL_ENTITIES, EncryptedMessageRecipient]),
    DocumentsModule,
    SettingsModule,
    ReferenceDataModule,
  ],
  // per-type controllers (GET /incidents/foreign-contacts/{id}, /incidents/foreign-travels/{id}, /incidents/encrypted-message/{id}, …)
  // go BEFORE IncidentsController, whose parametric routes (/{incidentId}/{type}, /{id}/documents) stay last; the
  // encrypted messages (/incidents/encrypted-message, /me, /{id}) come first of all
  controllers: [EncryptedMessagesController, ...INCIDENT_TYPE_CONTROLLERS, ...TRAVEL_CONTROLLERS, IncidentsController],
  providers: [
    IncidentTypeRegistry,
    CoreIncidentHandlers,
    IncidentsService,
    IncidentDocumentsService,
    IncidentReports,
    EncryptedMessagesService,
    IncidentOpenActions,
    IncidentReminders,
    IncidentDashboardTiles,
    ...TRAVEL_PROVIDERS,
  ],
  exports: [IncidentsService, IncidentTypeRegistry],
})
export class IncidentsModule {}
