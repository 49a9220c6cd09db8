import { Column, Entity } from 'typeorm';
import { TenantRecord } from '../../core/database/entities';

/** A facility (site) of the tenant, identified by its CAGE code. */
@Entity('facility')
export class Facility extends TenantRecord {
  @Column({ type: 'text' })
  facilityName: string;

  /** CAGE code */
  @Column({ type: 'text', nullable: true })
  facilityCode: string | null;

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

  @Column({ type: 'integer', default: 236 })
  countryId: number;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Column({ type: 'boolean', default: false })
  hostFacility: boolean;
}
