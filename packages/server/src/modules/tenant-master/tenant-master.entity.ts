import { Column, Entity } from 'typeorm';
import { TenantRecord } from '../../core/database/entities';

/** A cost center of the tenant (spec 03 §3): its code is unique in the tenant (case-insensitive). */
@Entity('cost_center')
export class CostCenter extends TenantRecord {
  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  code: string;
}

/** A point of contact of the tenant (spec 03 §3): a person of the tenant, for all facilities or some. */
@Entity('tenant_poc')
export class TenantPoc extends TenantRecord {
  /** SMO (default), FSO, AFSO, ITPSO, KMP, INSIDER_THREAT, GENERAL_POC, ADMINISTRATIVE_POC or SECURITY_POC */
  @Column({ type: 'text', default: 'SMO' })
  pocType: string;

  @Column({ type: 'uuid' })
  personnelId: string;

  @Column({ type: 'text', nullable: true })
  teamEmailAddress: string | null;

  /** on: the POC serves every facility of the tenant (assignedFacilityIds empty) */
  @Column({ type: 'boolean', default: true })
  selectAllFacilities: boolean;

  /** the facilities served when not all of them */
  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  assignedFacilityIds: string[];
}
