/** What other modules and the app may use of this module; they import it only from here. */
export { VisitsModule } from './visits.module';
export { IncomingVisitsService } from './incoming-visits.service';
export { OutgoingVisitsService } from './outgoing-visits.service';
export { assertEditable, closeEndedVisits, moveStatus, registerVisitDocuments, VisitRules } from './visit-rules';
export { registerVisitKind } from './visit-kinds';
export { IncomingVisit, IncomingVisitor, OutgoingVisit, OutgoingVisitPersonnel } from './visit.entity';
export { permCertificationsExpiringSql, UNDER_WAY_IN_WEEK_OF, underWayInWeekSql, visitsThisWeekSql } from './visit-counts';
export { visitRequestKey } from './open-actions';
export { visitReminders } from './reminders';
