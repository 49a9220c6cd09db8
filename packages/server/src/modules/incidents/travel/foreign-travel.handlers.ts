import { BadRequestException, ConflictException, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  DEFAULT_COUNTRY_ID,
  FOREIGN_TRAVEL_DEBRIEF_MESSAGES as DM,
  FOREIGN_TRAVEL_DEBRIEF_QUESTIONS,
  FOREIGN_TRAVEL_MESSAGES as M,
  debriefDueDateOf,
  INCIDENT_MESSAGES,
  INCIDENT_TYPE,
} from '@clearline/shared';
import type { EntityManager } from 'typeorm';
import { DomainEventBus } from '../../../core/events/domain-events';
import { ReferenceDataService } from '../../reference-data';
import { notInFuture } from '../incident-handlers';
import type { Incident } from '../incident.entity';
import { type IncidentTypeHandler, IncidentTypeRegistry } from '../incident-type-handler';
import { ForeignTravelDebriefDetailsDto, ForeignTravelDetailsDto } from './foreign-travel.dto';
import { ForeignTravelDestination, ForeignTravelEmergencyContact } from './foreign-travel.entity';
import { ForeignTravelReader } from './foreign-travel.reader';

const blank = (v: string | null | undefined) => !v || !v.trim();
const text = (v: string | null | undefined) => (blank(v) ? null : v!.trim());

/**
 * FOREIGN_TRAVEL: the trip (dates, type, purpose, itinerary), the pre-travel brief the person acknowledged
 * (required before the report is submitted), its destinations (kept in foreign_travel_destination, in
 * itinerary order) and emergency contacts (foreign_travel_emergency_contact). Its debrief falls due five
 * business days after the return (incident.debrief_due_date); the open action follows the
 * 'incidents.foreign-travel.changed' event.
 */
@Injectable()
export class ForeignTravelHandler implements IncidentTypeHandler<ForeignTravelDetailsDto>, OnModuleInit {
  readonly type = 'FOREIGN_TRAVEL' as const;
  readonly detailsDto = ForeignTravelDetailsDto;
  readonly questions = [];
  /** travel is reported before the trip: its departure (the incident date) and return may lie ahead */
  readonly reportedAhead = true;

  constructor(
    private readonly registry: IncidentTypeRegistry,
    private readonly referenceData: ReferenceDataService,
    private readonly events: DomainEventBus,
    private readonly reader: ForeignTravelReader,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async validate(_em: EntityManager, d: ForeignTravelDetailsDto, incident: Incident, today: string): Promise<void> {
    if (incident.category) throw new BadRequestException(INCIDENT_MESSAGES.categoryNotUsed(INCIDENT_TYPE.FOREIGN_TRAVEL));
    if (d.returnDate < d.departureDate) throw new BadRequestException(M.returnBeforeDeparture);
    if (d.preTravelBriefAcknowledged) {
      if (!d.preTravelBriefDate) throw new BadRequestException(M.briefDateRequired);
      // the brief acknowledged was given: its date is not ahead, though the trip may be
      notInFuture(d.preTravelBriefDate, M.labels.preTravelBriefDate, today);
      if (d.preTravelBriefDate > d.departureDate) throw new BadRequestException(M.briefDateAfterDeparture);
    } else if (incident.status !== 'DRAFT') {
      throw new BadRequestException(M.briefRequired);
    }
    if (!d.destinations.length) throw new BadRequestException(M.atLeastOneDestination);
    await this.referenceData.checkCountries([
      ...d.destinations.map((x, i): [string, number] => [`${M.destinationRow(i + 1)}: ${M.labels.countryId}`, x.countryId]),
      ...(d.emergencyContacts ?? []).map((c, i): [string, number | null | undefined] => [
        `${M.contactRow(i + 1)}: ${M.labels.contactCountryId}`,
        c.countryId,
      ]),
    ]);
    d.destinations.forEach((x, i) => {
      const n = i + 1;
      if (x.countryId === DEFAULT_COUNTRY_ID) throw new BadRequestException(M.domesticDestination(n));
      if (x.departureDate < x.arrivalDate) throw new BadRequestException(M.destinationDepartsBeforeArrival(n));
      if (x.arrivalDate < d.departureDate || x.departureDate > d.returnDate)
        throw new BadRequestException(M.destinationOutsideTrip(n, d.departureDate, d.returnDate));
    });
    incident.departureDate = d.departureDate;
    incident.returnDate = d.returnDate;
    incident.incidentDate = d.departureDate;
    incident.debriefDueDate = debriefDueDateOf(d.returnDate);
  }

  /** Replaces the destinations and emergency contacts with the ones sent (row by row: each change audited). */
  async afterSave(em: EntityManager, incident: Incident, d: ForeignTravelDetailsDto): Promise<void> {
    const destinations = em.getRepository(ForeignTravelDestination);
    const stored = await destinations.find({ where: { incidentId: incident.id }, order: { sequence: 'ASC', createdAt: 'ASC' } });
    for (const [i, x] of d.destinations.entries()) {
      const row = stored[i] ?? destinations.create({ incidentId: incident.id });
      Object.assign(row, {
        sequence: i + 1,
        countryId: x.countryId,
        cities: text(x.cities),
        arrivalDate: x.arrivalDate,
        departureDate: x.departureDate,
        purpose: text(x.purpose),
        lodging: text(x.lodging),
      });
      await destinations.save(row);
    }
    if (stored.length > d.destinations.length) await destinations.remove(stored.slice(d.destinations.length));

    if (d.emergencyContacts !== undefined) {
      const contacts = em.getRepository(ForeignTravelEmergencyContact);
      const kept = await contacts.find({ where: { incidentId: incident.id }, order: { createdAt: 'ASC', id: 'ASC' } });
      const sent = d.emergencyContacts ?? [];
      for (const [i, c] of sent.entries()) {
        const row = kept[i] ?? contacts.create({ incidentId: incident.id });
        Object.assign(row, {
          fullName: c.fullName.trim(),
          relationship: text(c.relationship),
          phone: text(c.phone),
          email: text(c.email),
          countryId: c.countryId ?? null,
        });
        await contacts.save(row);
      }
      if (kept.length > sent.length) await contacts.remove(kept.slice(sent.length));
    }
    await this.events.emit('incidents.foreign-travel.changed', { travelId: incident.id });
  }

  async view(_em: EntityManager, incident: Incident): Promise<Record<string, unknown>> {
    const { destinations, emergencyContacts, debriefId, debriefStatus, debriefDue, debriefOverdue } = await this.reader.detail(incident.id);
    return { destinations, emergencyContacts, debriefId, debriefStatus, debriefDue, debriefOverdue };
  }

  /** A travel with a debrief stays (the debrief names it); its rows go one by one (audited), its open action is closed. */
  async beforeDelete(em: EntityManager, incident: Incident): Promise<void> {
    const [debrief] = await em.query<unknown[]>(
      `SELECT 1 FROM incident WHERE incident_type = 'FOREIGN_TRAVEL_DEBRIEF' AND travel_incident_id = $1 LIMIT 1`,
      [incident.id],
    );
    if (debrief) throw new ConflictException(M.deleteDebriefFirst);
    const destinations = em.getRepository(ForeignTravelDestination);
    await destinations.remove(await destinations.findBy({ incidentId: incident.id }));
    const contacts = em.getRepository(ForeignTravelEmergencyContact);
    await contacts.remove(await contacts.findBy({ incidentId: incident.id }));
    await this.events.emit('incidents.foreign-travel.changed', { travelId: incident.id, travelRemoved: true });
  }
}

/**
 * FOREIGN_TRAVEL_DEBRIEF: the post-travel security debrief of one submitted travel of the same person
 * (incident.travel_incident_id), filed once. Each "yes" answer needs its description. Filing it (leaving
 * DRAFT) completes the travel's "Debrief foreign travel" open action.
 */
@Injectable()
export class ForeignTravelDebriefHandler implements IncidentTypeHandler<ForeignTravelDebriefDetailsDto>, OnModuleInit {
  readonly type = 'FOREIGN_TRAVEL_DEBRIEF' as const;
  readonly detailsDto = ForeignTravelDebriefDetailsDto;
  readonly questions = [];

  constructor(
    private readonly registry: IncidentTypeRegistry,
    private readonly events: DomainEventBus,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async validate(em: EntityManager, d: ForeignTravelDebriefDetailsDto, incident: Incident, today: string): Promise<void> {
    if (incident.category) throw new BadRequestException(INCIDENT_MESSAGES.categoryNotUsed(INCIDENT_TYPE.FOREIGN_TRAVEL_DEBRIEF));
    // a debrief follows the return: it is held, not planned
    notInFuture(d.debriefDate, DM.labels.debriefDate, today);
    for (const [question, details] of FOREIGN_TRAVEL_DEBRIEF_QUESTIONS) {
      if (d[question] === true && blank(d[details])) throw new BadRequestException(DM.detailsRequired(DM.labels[details]));
    }
    if (incident.travelIncidentId && incident.travelIncidentId !== d.foreignTravelId) throw new BadRequestException(DM.travelFixed);
    const [travel] = await em.query<
      Array<{ id: string; personnel_id: string | null; facility_id: string | null; status: string; return_date: string | null }>
    >(
      `SELECT id, personnel_id, facility_id, status, to_char(return_date, 'YYYY-MM-DD') AS return_date
         FROM incident WHERE id = $1 AND incident_type = 'FOREIGN_TRAVEL'`,
      [d.foreignTravelId],
    );
    if (!travel) throw new BadRequestException(DM.travelNotFound(d.foreignTravelId));
    if (incident.personnelId && incident.personnelId !== travel.personnel_id) throw new BadRequestException(DM.travelOfAnotherPerson);
    if (travel.status === 'DRAFT') throw new BadRequestException(DM.travelNotFiled);
    const [other] = await em.query<unknown[]>(
      `SELECT 1 FROM incident WHERE incident_type = 'FOREIGN_TRAVEL_DEBRIEF' AND travel_incident_id = $1 AND ($2::uuid IS NULL OR id <> $2) LIMIT 1`,
      [travel.id, incident.id ?? null],
    );
    if (other) throw new ConflictException(DM.alreadyDebriefed);
    if (travel.return_date && d.debriefDate < travel.return_date) throw new BadRequestException(DM.debriefBeforeReturn);
    incident.travelIncidentId = travel.id;
    incident.personnelId ??= travel.personnel_id;
    incident.facilityId ??= travel.facility_id;
    incident.incidentDate = d.debriefDate;
  }

  async afterSave(_em: EntityManager, incident: Incident): Promise<void> {
    if (incident.travelIncidentId) await this.events.emit('incidents.foreign-travel.changed', { travelId: incident.travelIncidentId });
  }

  async beforeDelete(_em: EntityManager, incident: Incident): Promise<void> {
    if (incident.travelIncidentId)
      await this.events.emit('incidents.foreign-travel.changed', { travelId: incident.travelIncidentId, debriefRemovedId: incident.id });
  }
}
