import { Column, Entity } from 'typeorm';
import { TenantRecord } from '../../../core/database/entities';

/** One country of a foreign travel, in the order of the itinerary (migration 1763980000001-Incidents). */
@Entity('foreign_travel_destination')
export class ForeignTravelDestination extends TenantRecord {
  /** the FOREIGN_TRAVEL incident */
  @Column({ type: 'uuid' })
  incidentId: string;

  @Column({ type: 'integer', default: 1 })
  sequence: number;

  @Column({ type: 'integer' })
  countryId: number;

  @Column({ type: 'text', nullable: true })
  cities: string | null;

  @Column({ type: 'date' })
  arrivalDate: string;

  @Column({ type: 'date' })
  departureDate: string;

  @Column({ type: 'text', nullable: true })
  purpose: string | null;

  @Column({ type: 'text', nullable: true })
  lodging: string | null;
}

/** Whom to reach while the person is abroad. */
@Entity('foreign_travel_emergency_contact')
export class ForeignTravelEmergencyContact extends TenantRecord {
  @Column({ type: 'uuid' })
  incidentId: string;

  @Column({ type: 'text' })
  fullName: string;

  @Column({ type: 'text', nullable: true })
  relationship: string | null;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Column({ type: 'text', nullable: true })
  email: string | null;

  @Column({ type: 'integer', nullable: true })
  countryId: number | null;
}

/** A travel advisory level the security office keeps for a country over a period (tenant master data). */
@Entity('travel_advisory')
export class TravelAdvisory extends TenantRecord {
  @Column({ type: 'integer' })
  countryId: number;

  /** 1 (exercise normal precautions) to 4 (do not travel) */
  @Column({ type: 'smallint' })
  advisoryLevel: number;

  @Column({ type: 'date' })
  effectiveFrom: string;

  /** null: in effect until further notice */
  @Column({ type: 'date', nullable: true })
  effectiveTo: string | null;

  @Column({ type: 'text', nullable: true })
  summary: string | null;
}
