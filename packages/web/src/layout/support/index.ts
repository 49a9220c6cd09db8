export { SupportButton } from './SupportDialog';
