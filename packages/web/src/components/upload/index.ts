export { useServerUploadLimits } from './useServerUploadLimits';
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
