import type { AnnouncementInputDto } from './announcements.dto';
import { normaliseAnnouncement } from './announcements.service';

const input = (over: Partial<AnnouncementInputDto> = {}): AnnouncementInputDto => ({
  announcementTitle: ' Outage ',
  announcementText: 'Down on Saturday',
  announcementStartDate: '2026-03-01',
  announcementEndDate: '2026-03-02',
  ...over,
});

describe('normaliseAnnouncement', () => {
  it('refuses a start after the end with the spec message', () => {
    expect(() => normaliseAnnouncement('SYSTEM', input({ announcementStartDate: '2026-03-03' }))).toThrow('Must be before end date');
    expect(() => normaliseAnnouncement('SYSTEM', input({ announcementEndDate: '2026-02-31' }))).toThrow(
      'Announcement End Date: Invalid Date',
    );
  });

  it('defaults to active and keeps day precision', () => {
    expect(normaliseAnnouncement('TENANT', input({ announcementStartDate: '2026-03-01T23:00:00Z' }))).toEqual({
      announcementTitle: 'Outage',
      announcementText: 'Down on Saturday',
      announcementStartDate: '2026-03-01',
      announcementEndDate: '2026-03-02',
      isActive: true,
      visibilityAllowedRoles: [],
    });
  });

  it('clears roles when shown before login and resets stopUserLogin when not', () => {
    expect(
      normaliseAnnouncement('SYSTEM', input({ showBeforeLogin: true, stopUserLogin: true, visibilityAllowedRoles: ['FSO'] })),
    ).toMatchObject({
      showBeforeLogin: true,
      stopUserLogin: true,
      visibilityAllowedRoles: [],
    });
    expect(
      normaliseAnnouncement('SYSTEM', input({ showBeforeLogin: false, stopUserLogin: true, visibilityAllowedRoles: ['FSO', 'FSO', ' '] })),
    ).toMatchObject({
      showBeforeLogin: false,
      stopUserLogin: false,
      visibilityAllowedRoles: ['FSO'],
    });
  });

  it('refuses the login flags on tenant announcements', () => {
    expect(() => normaliseAnnouncement('TENANT', input({ stopUserLogin: true }))).toThrow('Only system announcements');
  });
});
