/** What other modules and the app may use of this module; they import it only from here. */
export { MasterDataModule } from './master-data.module';
export { MasterDataService } from './master-data.service';
export { CountryView, StateView } from './country-state.dto';
export { ReferenceDataService } from './reference-data.service';
