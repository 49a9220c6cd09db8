export { AnnouncementBanner } from './AnnouncementBanner';
export { PreLoginAnnouncements } from './PreLoginAnnouncements';
