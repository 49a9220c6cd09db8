import { Column, Entity } from 'typeorm';
import type { EnhancementCategory, EnhancementStatus } from '@clearline/shared';
import { TenantRecord } from '../../core/database/entities';

/** A NISP enhancement of the facility, as DCSA credits it in a security rating. */
@Entity('facility_security_enhancement')
export class FacilitySecurityEnhancement extends TenantRecord {
  @Column({ type: 'uuid' })
  facilityId: string;

  @Column({ type: 'text' })
  category: EnhancementCategory;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'date', nullable: true })
  dateImplemented: string | null;

  /** where the evidence is kept (an https address of the document) */
  @Column({ type: 'text', nullable: true })
  evidenceLink: string | null;

  @Column({ type: 'text', default: 'IMPLEMENTED' })
  status: EnhancementStatus;
}
