/** What other modules and the app may use of this module; they import it only from here. */
export { FacilitiesModule } from './facilities.module';
export { FacilitiesService } from './facilities.service';
export { type FacilityPerson, type FacilityPersonContact, type FacilityPersonDocument, registerFacilityPeople } from './facility-people';
export { registerFacilityReference } from './facility-references';
export { Facility } from './facility.entity';
export { findingOpenSql } from './facility-inspections.service';
export { FacilityDetailService } from './facility-detail.service';
