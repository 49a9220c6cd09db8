export { FileUpload, useServerUploadLimits, type FileUploadProps, type UploadedDocument } from './FileUpload';
export { DocumentsPanel, type DocumentsPanelProps } from './DocumentsPanel';
export { downloadDocument, dispositionName, offerDownload } from './download';
export {
  addFiles,
  duplicateError,
  requiredError,
  effectiveLimits,
  DEFAULT_MAX_SIZE,
  type UploadLimits,
  type ServerUploadLimits,
} from './uploadRules';
