/** What other modules and the app may use of this module; they import it only from here. */
export { ReferenceDataModule } from './reference-data.module';
export { ReferenceDataService } from './reference-data.service';
export { CountryView, StateView } from './reference-data.dto';
