import SettingsIcon from '@mui/icons-material/Settings';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import DescriptionIcon from '@mui/icons-material/Description';
import PolicyIcon from '@mui/icons-material/Policy';
import { PLATFORM_MESSAGES, SETTINGS_MESSAGES } from '@clearline/shared';
import { lazyWithReload } from '../../lazyWithReload';
import { definePage, type PageConfig } from '../definePage';

/** Settings and platform pages (spec 01 §2): tenant and system settings, knowledge centre, blank forms, privacy policy. */
export const platformPages: PageConfig[] = [
  definePage({
    path: '/tenant-settings',
    label: SETTINGS_MESSAGES.tenantSettingsTitle,
    access: [['TENANT_SETTINGS', 'UI']],
    menu: { icon: SettingsIcon },
    component: lazyWithReload(() => import('./SettingsPage').then((m) => ({ default: m.TenantSettingsPage }))),
  }),
  definePage({
    path: '/system-settings',
    label: SETTINGS_MESSAGES.systemSettingsTitle,
    access: [['SYSTEM_SETTINGS', 'UI']],
    menu: { icon: AdminPanelSettingsIcon },
    component: lazyWithReload(() => import('./SettingsPage').then((m) => ({ default: m.SystemSettingsPage }))),
  }),
  definePage({
    path: '/knowledge-center/*',
    label: PLATFORM_MESSAGES.knowledgeCenterTitle,
    menu: { icon: OndemandVideoIcon },
    component: lazyWithReload(() => import('../knowledge-center/KnowledgeCenterPage')),
    breadcrumbs: { '/knowledge-center/:id': 'Video' },
  }),
  definePage({
    path: '/blank-forms',
    label: PLATFORM_MESSAGES.blankFormsTitle,
    menu: { icon: DescriptionIcon },
    component: lazyWithReload(() => import('../blank-forms/BlankFormsPage')),
  }),
  definePage({
    path: '/privacy-policy',
    label: PLATFORM_MESSAGES.privacyPolicyTitle,
    menu: { icon: PolicyIcon },
    component: lazyWithReload(() => import('../privacy-policy/PrivacyPolicyPage')),
  }),
];
