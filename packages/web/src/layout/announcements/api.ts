import { api, dataOf, type Schema } from '../../api/client';

export type ActiveAnnouncement = Schema<'AnnouncementDto'>;
export type PreLoginAnnouncement = Schema<'PreLoginAnnouncementDto'>;

export const fetchMyAnnouncements = async () => dataOf(await api.GET('/api/v1/announcements/active/users/me'));
export const fetchPreLoginAnnouncements = async () => dataOf(await api.GET('/api/v1/announcements/active/pre-login'));
export const dismissAnnouncement = (a: Pick<ActiveAnnouncement, 'type' | 'id'>) =>
  api.PUT('/api/v1/announcements/{type}/{id}/dismiss/users/me', { params: { path: { type: a.type, id: a.id } } });
