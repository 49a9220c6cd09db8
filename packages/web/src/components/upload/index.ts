export { FileUpload, type FileUploadProps, type UploadedDocument } from './FileUpload';
export { DocumentsPanel, type DocumentsPanelProps } from './DocumentsPanel';
export { downloadDocument, dispositionName } from './download';
export { addFiles, requiredError, DEFAULT_MAX_SIZE, type UploadLimits } from './uploadRules';
