import { Suspense } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { Admin, CustomRoutes, Notification, Resource } from 'react-admin';
import { TOAST_HIDE_MS } from '@clearline/shared';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { queryClient } from './providers/queryClient';
import { i18nProvider } from './providers/i18nProvider';
import { AppLayout } from './layout/AppLayout';
import { darkTheme, lightTheme } from './layout/theme';
import { RequireAccess } from './layout/RequireAccess';
import { FullScreenSpinner } from './components/FullScreenSpinner';
import { UnrecoverableError } from './components/UnrecoverableError';
import { lazyWithReload } from './lazyWithReload';
import { pages } from './pages';
import { resources } from './resources';

const LoginPage = lazyWithReload(() => import('./pages/login/LoginPage'));
const Dashboard = lazyWithReload(() => import('./pages/dashboard/Dashboard'));

const AppNotification = () => <Notification autoHideDuration={TOAST_HIDE_MS} />;
const ToHome = () => <Navigate to="/" replace />;
const ToNotFound = () => <Navigate to="/404" replace />;

const pageRoute = ({ path, component: Page, access }: (typeof pages)[number]) => (
  <Route
    key={path}
    path={path}
    element={
      access ? (
        <RequireAccess access={access}>
          <Page />
        </RequireAccess>
      ) : (
        <Page />
      )
    }
  />
);

/**
 * The application. It runs inside the BrowserRouter of main.tsx, which <Admin> uses instead of its
 * default hash router, so e-mailed links (/self-service/invite?…) open directly.
 */
export const App = () => (
  <Suspense fallback={<FullScreenSpinner />}>
    <Admin
      disableTelemetry
      title="Clearline"
      theme={lightTheme}
      darkTheme={darkTheme}
      dataProvider={dataProvider}
      queryClient={queryClient}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={AppLayout}
      dashboard={Dashboard}
      loginPage={LoginPage}
      loading={FullScreenSpinner}
      notification={AppNotification}
      error={UnrecoverableError}
      catchAll={ToHome}
      accessDenied={ToHome}
      authenticationError={ToNotFound}
    >
      <CustomRoutes noLayout>{pages.filter((page) => page.public).map(pageRoute)}</CustomRoutes>
      <CustomRoutes>{pages.filter((page) => !page.public).map(pageRoute)}</CustomRoutes>
      {resources.map(({ name, label, icon, list, create, edit, show, recordRepresentation }) => (
        <Resource
          key={name}
          name={name}
          options={{ label }}
          icon={icon}
          list={list}
          create={create}
          edit={edit}
          show={show}
          recordRepresentation={recordRepresentation}
        />
      ))}
    </Admin>
  </Suspense>
);
