import { INVITATION_PAGE_PATH } from '@clearline/shared';
import { lazyWithReload } from '../../lazyWithReload';
import { definePage, type PageConfig } from '../definePage';

/** The invitation page a new person opens from the e-mailed link, without signing in (spec 02 §2). */
export const selfServicePages: PageConfig[] = [
  definePage({
    path: INVITATION_PAGE_PATH,
    label: 'Invitation',
    public: true,
    component: lazyWithReload(() => import('./SelfServiceInvitePage')),
  }),
];
