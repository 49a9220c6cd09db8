import { INVITATION_MESSAGES as M } from '@clearline/shared';
import { lazyWithReload } from '../../../lazyWithReload';
import { definePage, type PageConfig } from '../../../pages/definePage';

/** The security office's invitation pages: the list with "Invite People", and one person's invitation. */
export const invitationPages: PageConfig[] = [
  definePage({
    path: '/personnel/invitations',
    label: M.listTitle,
    access: [['PERSONNEL', 'UI']],
    component: lazyWithReload(() => import('./InvitationsPage')),
  }),
  definePage({
    path: '/personnel/invite/:personnelId',
    label: M.pageTitle,
    access: [['PERSONNEL', 'UI']],
    component: lazyWithReload(() => import('./PersonnelInvitePage')),
  }),
];
