import { Column, Entity, Index, ManyToOne } from 'typeorm';
import { AuditTenantFrom } from '../../core/audit/sensitive';
import { BaseRecord } from '../../core/database/entities';

import type { PayTier, TenantType } from '@clearline/shared';

export { PAY_TIERS, TENANT_TYPES, type PayTier, type TenantType } from '@clearline/shared';

/**
 * A customer organisation (or the provider itself). Not tenant-owned: it is the tenant. Row-level
 * security shows a transaction its own tenant's row and the rows of tenants it manages (MSS); changes
 * are audited in the changed tenant's own log.
 */
@Entity('tenant')
@AuditTenantFrom('id')
export class Tenant extends BaseRecord {
  @Index({ unique: true })
  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  tenantType: TenantType;

  @Column({ type: 'text', default: 'STANDARD' })
  payTier: PayTier;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Column({ type: 'date', nullable: true })
  terminationDate: string | null;

  /** the MSS provider tenant that manages this one */
  @Column({ type: 'uuid', nullable: true })
  managingTenantId: string | null;

  @ManyToOne(() => Tenant, { nullable: true, onDelete: 'SET NULL' })
  managingTenant?: Tenant | null;

  /** hash used by anonymous reporters to reach this tenant */
  @Index({ unique: true })
  @Column({ type: 'text' })
  anonymousHash: string;

  @Column({ type: 'text', nullable: true })
  logoContentType: string | null;

  @Column({ type: 'text', nullable: true })
  contactName: string | null;

  @Column({ type: 'text', nullable: true })
  contactEmail: string | null;

  @Column({ type: 'text', nullable: true })
  contactPhone: string | null;

  @Column({ type: 'text', nullable: true })
  street1: string | null;

  @Column({ type: 'text', nullable: true })
  street2: string | null;

  @Column({ type: 'text', nullable: true })
  city: string | null;

  @Column({ type: 'text', nullable: true })
  state: string | null;

  @Column({ type: 'text', nullable: true })
  zipCode: string | null;

  @Column({ type: 'text', nullable: true })
  cageCode: string | null;

  @Column({ type: 'text', nullable: true })
  contactTitle: string | null;

  @Column({ type: 'text', nullable: true })
  billingContactName: string | null;

  @Column({ type: 'text', nullable: true })
  billingContactEmail: string | null;

  @Column({ type: 'text', nullable: true })
  billingContactPhone: string | null;

  @Column({ type: 'text', nullable: true })
  website: string | null;

  @Column({ type: 'integer', default: 236 })
  countryId: number;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  /** MSS-managed tenants: the provider's security-team point of contact (a user of the managing tenant) */
  @Column({ type: 'uuid', nullable: true })
  securityTeamPocUserId: string | null;

  @Column({ type: 'text', nullable: true })
  clientFsoName: string | null;

  @Column({ type: 'text', nullable: true })
  clientFsoEmail: string | null;

  @Column({ type: 'text', nullable: true })
  clientFsoPhone: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  logoUpdatedAt: Date | null;

  /** when the close-out was recorded (terminationDate is the day access ends) */
  @Column({ type: 'timestamptz', nullable: true })
  closedOutAt: Date | null;
}

/** A tenant's logo image (at most 1 MiB; PNG, JPEG, GIF or WebP, checked by content). */
@Entity('tenant_logo')
@AuditTenantFrom('tenantId')
export class TenantLogo extends BaseRecord {
  @Column({ type: 'uuid' })
  tenantId: string;

  @Column({ type: 'bytea' })
  content: Buffer;

  @Column({ type: 'text' })
  contentType: string;

  @Column({ type: 'integer' })
  size: number;
}
