import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import { EMAIL_TEMPLATE_MESSAGES } from '@clearline/shared';
import { lazyWithReload } from '../../lazyWithReload';
import { definePage, type PageConfig } from '../definePage';

/** E-mail templates (system master data, spec 03 §3 and §7): the list and the editor of one template. */
export const emailTemplatePages: PageConfig[] = [
  definePage({
    path: '/email-templates',
    label: EMAIL_TEMPLATE_MESSAGES.pageTitle,
    access: [['MASTER_DATA', 'UI']],
    menu: { icon: EmailOutlinedIcon },
    component: lazyWithReload(() => import('./EmailTemplateList')),
  }),
  definePage({
    path: '/email-templates/:id',
    label: 'Edit E-mail Template',
    access: [['MASTER_DATA', 'UI']],
    component: lazyWithReload(() => import('./EmailTemplateEditor')),
  }),
];
