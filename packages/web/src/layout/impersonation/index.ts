/**
 * Impersonation UI. Mount <ImpersonationBanner /> at the top of the page content (AppLayout, after the
 * breadcrumbs) and <ImpersonationSwitcher /> in the app bar.
 */
export { ImpersonationBanner } from './ImpersonationBanner';
export { ImpersonationSwitcher } from './ImpersonationSwitcher';
export { startImpersonation, switchImpersonation } from './api';
