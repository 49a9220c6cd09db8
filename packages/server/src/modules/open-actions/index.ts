/** What other modules and the app may use of this module; they import it only from here. */
export { OpenActionsModule } from './open-actions.module';
export { actionAgeSql, actionAtFacilitySql, actionKindSql, missingDocumentAction, OpenActionsService } from './open-actions.service';
