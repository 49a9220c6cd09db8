import PeopleIcon from '@mui/icons-material/ManageAccounts';
import { lazyWithReload } from '../../lazyWithReload';
import { definePage, type PageConfig } from '../../pages/definePage';
import { defineResource } from '../defineResource';
import { USER_LABELS } from './labels';

/** Users (module USERS): list at /users, add at /users/add (CREATE), edit at /users/{userId}/edit (UPDATE). */
export default defineResource({
  name: 'users',
  module: 'USERS',
  label: USER_LABELS.users,
  icon: PeopleIcon,
  list: lazyWithReload(() => import('./UserList')),
  recordRepresentation: 'username',
});

export const userPages: PageConfig[] = [
  definePage({
    path: '/users/add',
    label: USER_LABELS.addTitle,
    access: [['USERS', 'CREATE']],
    component: lazyWithReload(() => import('./UserCreate')),
  }),
  definePage({
    path: '/users/:id/edit',
    label: USER_LABELS.editTitle,
    access: [['USERS', 'UPDATE']],
    component: lazyWithReload(() => import('./UserEdit')),
  }),
];
