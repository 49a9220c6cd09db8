/** What other modules and the app may use of this module; they import it only from here. */
export { IncidentsModule } from './incidents.module';
export { IncidentsService, INCIDENT_LIST, OVERDUE_SQL, deadlinesOf } from './incidents.service';
export { IncidentTypeRegistry, type IncidentQuestion, type IncidentTypeHandler } from './incident-type-handler';
export { Incident } from './incident.entity';
export { IncidentDashboardView, IncidentDto, IncidentTypeCountView, IncidentView } from './incidents.dto';
export { incidentReminders } from './reminders';
export { awaitingDebriefSql, debriefsDueSql, travelCountriesSql } from './travel';
