import { Column, Entity } from 'typeorm';
import { BaseRecord } from '../../core/database/entities';
import { CURRENT_TENANT } from '../../core/database/rls';

abstract class FaqColumns extends BaseRecord {
  /** CONTRACT (default), FACILITY, PERSONNEL, MY_PORTAL, PM_PORTAL, FOREIGN_TRAVEL, GENERAL or OTHER */
  @Column({ type: 'text', default: 'CONTRACT' })
  sectionName: string;

  @Column({ type: 'text' })
  question: string;

  /** at most 4000 characters */
  @Column({ type: 'text' })
  answer: string;

  /** role ids allowed to read it; empty means everyone */
  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  allowedRoles: string[];
}

/** An FAQ of system master data: the provider's, read by every tenant's users (not tenant-owned). */
@Entity('system_faq')
export class SystemFaq extends FaqColumns {}

/** An FAQ of one tenant's master data. */
@Entity('tenant_faq')
export class TenantFaq extends FaqColumns {
  @Column({ type: 'uuid', update: false, insert: false, select: true, default: () => CURRENT_TENANT })
  tenantId: string;
}
