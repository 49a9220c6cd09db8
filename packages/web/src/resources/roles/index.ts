import SecurityIcon from '@mui/icons-material/Security';
import { lazyWithReload } from '../../lazyWithReload';
import { definePage, type PageConfig } from '../../pages/definePage';
import { defineResource } from '../defineResource';
import { ROLE_LABELS } from './labels';

/** Roles (module ROLES_PERMISSIONS): list at /roles, add at /roles/add (CREATE), edit with the permission editor at /roles/{id}/edit (UPDATE). */
export default defineResource({
  name: 'roles',
  module: 'ROLES_PERMISSIONS',
  label: ROLE_LABELS.roles,
  icon: SecurityIcon,
  list: lazyWithReload(() => import('./RoleList')),
  recordRepresentation: 'prettyName',
});

export const rolePages: PageConfig[] = [
  definePage({
    path: '/roles/add',
    label: ROLE_LABELS.addTitle,
    access: [['ROLES_PERMISSIONS', 'CREATE']],
    component: lazyWithReload(() => import('./RoleCreate')),
  }),
  definePage({
    path: '/roles/:id/edit',
    label: ROLE_LABELS.editTitle,
    access: [['ROLES_PERMISSIONS', 'UPDATE']],
    component: lazyWithReload(() => import('./RoleEdit')),
  }),
];
