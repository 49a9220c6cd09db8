/** What other modules and the app may use of this module; they import it only from here. */
export { OpenActionsModule } from './open-actions.module';
export {
  actionAgeSql,
  actionAtFacilitySql,
  actionKindSql,
  FACILITY_OPEN_ACTION_LIST,
  OPEN_ACTION_LIST,
  OpenActionsService,
} from './open-actions.service';
export { type OpenActionPeople, registerOpenActionPeople } from './open-action-people';
export { FacilityOpenActionsDto, OpenActionView } from './open-action.dto';
export { ownActionSql, ownActionsOf, type OwnActionView } from './own-actions';
export { openActionCountSql } from './person-action-counts';
