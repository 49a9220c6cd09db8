export { MasterDataPage, type MasterDataPageProps } from './MasterDataPage';
export { MasterDataTabs } from './MasterDataTabs';
export { DialogList, type DialogListProps, type DeleteMode, type Toasts } from './DialogList';
export { masterDataResource, type MasterDataKind } from './types';
