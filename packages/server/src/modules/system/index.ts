/** What other modules and the app may use of this module; they import it only from here. */
export { SystemModule } from './system.module';
export { ApiDocument } from './api-document';
