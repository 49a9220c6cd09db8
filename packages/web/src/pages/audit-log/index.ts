import HistoryIcon from '@mui/icons-material/History';
import { AUDIT_LABELS } from '@clearline/shared';
import { lazyWithReload } from '../../lazyWithReload';
import { definePage, type PageConfig } from '../definePage';

/** The audit log dashboards (registered in pages/index.ts). */
export const auditLogPages: PageConfig[] = [
  definePage({
    path: '/audit-log-dashboard',
    label: AUDIT_LABELS.title,
    access: [['AUDIT_LOG', 'UI']],
    menu: { icon: HistoryIcon },
    component: lazyWithReload(() => import('./AuditLogDashboard')),
  }),
  definePage({
    path: '/tenant-audit-log-dashboard',
    label: AUDIT_LABELS.tenantTitle,
    access: [['TENANT_AUDIT_LOG', 'UI']],
    menu: { icon: HistoryIcon },
    component: lazyWithReload(() => import('./TenantAuditLogDashboard')),
  }),
];
