import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { AnnouncementBanner } from './announcements';
import { Breadcrumbs } from './Breadcrumbs';
import { ImpersonationBanner } from './impersonation';
import { SessionGate } from './SessionGate';
import { UnrecoverableError } from '../components/UnrecoverableError';

// Let wide tables scroll inside their own wrapper (keeping the actions column pinned) instead of
// widening the whole page, which react-admin's layout does by default (min-width: fit-content).
const contained = { minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } };

/** The signed-in shell: nothing renders until the session and permissions are known. */
export const AppLayout = ({ children }: { children: ReactNode }) => (
  <SessionGate>
    <Layout appBar={AppBar} menu={AppMenu} error={UnrecoverableError} sx={contained}>
      <Breadcrumbs />
      <AnnouncementBanner />
      <ImpersonationBanner />
      {children}
    </Layout>
  </SessionGate>
);
