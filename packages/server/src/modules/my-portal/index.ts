/** What other modules and the app may use of this module; they import it only from here. */
export { MyPortalModule } from './my-portal.module';
