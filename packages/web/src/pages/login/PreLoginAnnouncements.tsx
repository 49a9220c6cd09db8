/** The pre-login announcements area lives with the other announcement components. */
export { PreLoginAnnouncements } from '../../layout/announcements/PreLoginAnnouncements';
