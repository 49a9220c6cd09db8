/** What other modules and the app may use of this module; they import it only from here. */
export { FociVisitsModule } from './foci-visits.module';
export { FociVisitsService } from './foci-visits.service';
export { FociVisit, FociVisitParticipant } from './foci-visit.entity';
