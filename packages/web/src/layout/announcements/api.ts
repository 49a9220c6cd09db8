import { API_URL, apiGet, httpClient } from '../../providers/httpClient';

export interface ActiveAnnouncement {
  id: string;
  type: 'SYSTEM' | 'TENANT';
  announcementTitle: string;
  announcementText: string;
  announcementStartDate: string;
  announcementEndDate: string;
}

export interface PreLoginAnnouncement {
  id: string;
  announcementTitle: string;
  announcementText: string;
  stopUserLogin: boolean;
}

export const fetchMyAnnouncements = () => apiGet<ActiveAnnouncement[]>('/announcements/active/users/me');
export const fetchPreLoginAnnouncements = () => apiGet<PreLoginAnnouncement[]>('/announcements/active/pre-login');
export const dismissAnnouncement = (a: Pick<ActiveAnnouncement, 'type' | 'id'>) =>
  httpClient(`${API_URL}/announcements/${a.type}/${a.id}/dismiss/users/me`, { method: 'PUT' });
