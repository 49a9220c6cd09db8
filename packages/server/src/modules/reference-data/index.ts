/** What other modules and the app may use of this module; they import it only from here. */
export { ReferenceDataModule } from './reference-data.module';
export { CountryView, ReferenceDataService, StateView } from '../master-data';
