import type { PermissionType } from '@clearline/shared';
import { PERSONNEL_LIST_ACTIONS } from '@clearline/shared/messages-people';
import { INVITATION_MESSAGES } from '@clearline/shared';

export interface PersonnelListAction {
  label: string;
  path: string;
  access: ReadonlyArray<readonly [string, PermissionType]>;
  /** Whether the flow behind it exists; actions whose flow is not built are not shown. */
  available: boolean;
}

/**
 * The list actions of spec 02 §2, with their routes and guards. Set `available` when a flow is built
 * (its page registered); until then the action is hidden rather than leading nowhere.
 */
export const PERSONNEL_LIST_ACTION_ROUTES: PersonnelListAction[] = [
  {
    label: PERSONNEL_LIST_ACTIONS.importTool,
    path: '/personnel/personnel-import-tool',
    access: [['PERSONNEL', 'CREATE']],
    available: false,
  },
  {
    label: PERSONNEL_LIST_ACTIONS.generateUserAccounts,
    path: '/personnel/generate-user-accounts',
    access: [['USERS', 'CREATE']],
    available: true,
  },
  { label: PERSONNEL_LIST_ACTIONS.personnelRisk, path: '/personnel/personnel-risk', access: [['PERSONNEL', 'UI']], available: true },
  {
    label: PERSONNEL_LIST_ACTIONS.reportNewHire,
    path: '/personnel/report-new-hire',
    access: [['REPORT_NEW_HIRE', 'CREATE']],
    available: true,
  },
  {
    label: PERSONNEL_LIST_ACTIONS.terminateEmployee,
    path: '/personnel/terminate-employee',
    access: [['TERMINATE_EMPLOYEE', 'UI']],
    available: true,
  },
  {
    label: PERSONNEL_LIST_ACTIONS.requestClearanceVerification,
    path: '/personnel/clearance-verification',
    access: [['PERSONNEL', 'UPDATE']],
    available: true,
  },
  {
    label: PERSONNEL_LIST_ACTIONS.clearanceRequest,
    path: '/personnel/clearance-request',
    access: [['CLEARANCE_REQUEST', 'CREATE']],
    available: true,
  },
  { label: INVITATION_MESSAGES.invitePeople, path: '/personnel/invitations', access: [['PERSONNEL', 'CREATE']], available: true },
];
