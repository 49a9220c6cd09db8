import StorageIcon from '@mui/icons-material/Storage';
import { MASTER_DATA_MESSAGES } from '@clearline/shared';
import { lazyWithReload } from '../../lazyWithReload';
import { definePage, type PageConfig } from '../definePage';

/** System master data (module MASTER_DATA, spec 03 §2): reference lists of the whole platform. */
export const systemMasterDataPages: PageConfig[] = [
  definePage({
    path: '/system-master-data',
    label: MASTER_DATA_MESSAGES.systemTitle,
    access: [['MASTER_DATA', 'UI']],
    menu: { icon: StorageIcon },
    component: lazyWithReload(() => import('./SystemMasterDataPage')),
  }),
];
