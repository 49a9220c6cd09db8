import { Column, Entity } from 'typeorm';
import { BaseRecord, TenantRecord } from '../../core/database/entities';

export const ANNOUNCEMENT_TYPES = ['SYSTEM', 'TENANT'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

abstract class AnnouncementColumns extends BaseRecord {
  @Column({ type: 'text' })
  announcementTitle: string;

  @Column({ type: 'text' })
  announcementText: string;

  /** YYYY-MM-DD, first day shown */
  @Column({ type: 'date' })
  announcementStartDate: string;

  /** YYYY-MM-DD, last day shown */
  @Column({ type: 'date' })
  announcementEndDate: string;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  /** role names; empty means everyone */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  visibilityAllowedRoles: string[];
}

/** The provider's announcement to every tenant (not tenant-owned); may show before login and stop logins. */
@Entity('system_announcement')
export class SystemAnnouncement extends AnnouncementColumns {
  @Column({ type: 'boolean', default: false })
  showBeforeLogin: boolean;

  @Column({ type: 'boolean', default: false })
  stopUserLogin: boolean;
}

/** A tenant's announcement to its own users. */
@Entity('tenant_announcement')
export class TenantAnnouncement extends AnnouncementColumns {
  @Column({ type: 'uuid', update: false, insert: false, select: true })
  tenantId: string;
}

/** A user has hidden an announcement from their banner. */
@Entity('announcement_dismissal')
export class AnnouncementDismissal extends TenantRecord {
  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  announcementType: AnnouncementType;

  @Column({ type: 'uuid' })
  announcementId: string;
}
