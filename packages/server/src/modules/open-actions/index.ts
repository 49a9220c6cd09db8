/** What other modules and the app may use of this module; they import it only from here. */
export { OpenActionsModule } from './open-actions.module';
export {
  actionAgeSql,
  actionAtFacilitySql,
  actionKindSql,
  missingDocumentAction,
  OPEN_ACTION_LIST,
  OpenActionsService,
} from './open-actions.service';
export { OpenActionView } from './open-action.dto';
