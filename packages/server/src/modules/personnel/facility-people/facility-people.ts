import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DomainEventBus } from '../../../core/events/domain-events';
import { type FacilityPerson, type FacilityPersonContact, type FacilityPersonDocument, registerFacilityPeople } from '../../facilities';
import { activePersonSql, holdsClearanceSql } from '../due-dates';
import { PersonnelDocument } from '../personnel.entity';

/** "Last, First" of the person (alias p), as the facilities show their people. */
const NAME = `p.last_name || ', ' || p.first_name`;
const NAME_ORDER = 'lower(p.last_name), lower(p.first_name), p.id';
/** The person (alias p) is linked to the facility $1. */
const AT_FACILITY = `EXISTS (SELECT 1 FROM personnel_facility pf WHERE pf.tenant_id = p.tenant_id AND pf.personnel_id = p.id AND pf.facility_id = $1)`;
const CONTACT = `p.id, ${NAME} AS name, p.first_name, p.last_name, p.work_email`;

interface ContactRow {
  id: string;
  name: string;
  first_name: string;
  last_name: string;
  work_email: string | null;
}

const toContact = (r: ContactRow | undefined): FacilityPersonContact | null =>
  r ? { id: r.id, name: r.name, firstName: r.first_name, lastName: r.last_name, workEmail: r.work_email } : null;

/**
 * The people of the facilities, as the facilities read them (modules/facilities/facility-people.ts): registered as the
 * module starts, so that the facilities neither import personnel nor name one of its tables.
 */
@Injectable()
export class PersonnelFacilityPeople implements OnModuleInit {
  constructor(private readonly events: DomainEventBus) {}

  onModuleInit(): void {
    registerFacilityPeople({
      names: async (em, ids) => {
        if (!ids.length) return new Map();
        const rows = await em.query<FacilityPerson[]>(`SELECT p.id, ${NAME} AS name FROM personnel p WHERE p.id = ANY($1::uuid[])`, [ids]);
        return new Map(rows.map((r) => [r.id, r.name]));
      },

      counts: async (em, facilityIds) => {
        if (!facilityIds.length) return new Map();
        const rows = await em.query<Array<{ facility_id: string; n: number }>>(
          `SELECT facility_id, count(*)::int AS n FROM personnel_facility WHERE facility_id = ANY($1::uuid[]) GROUP BY facility_id`,
          [facilityIds],
        );
        return new Map(rows.map((r) => [r.facility_id, r.n]));
      },

      active: (em, facilityId, filter = {}) =>
        em.query<FacilityPerson[]>(
          `SELECT p.id, ${NAME} AS name FROM personnel p
            WHERE ${activePersonSql('p')} AND ${AT_FACILITY}
              ${filter.cleared ? `AND ${holdsClearanceSql('p')}` : ''} ${filter.ids ? 'AND p.id = ANY($2::uuid[])' : ''}
            ORDER BY ${NAME_ORDER}`,
          filter.ids ? [facilityId, filter.ids] : [facilityId],
        ),

      activeAt: async (em, facilityId, id, cleared) => {
        const [row] = await em.query<ContactRow[]>(
          `SELECT ${CONTACT} FROM personnel p
            WHERE p.id = $2 AND ${activePersonSql('p')} AND ${AT_FACILITY} ${cleared ? `AND ${holdsClearanceSql('p')}` : ''}`,
          [facilityId, id],
        );
        return toContact(row);
      },

      contact: async (em, id) => {
        const [row] = await em.query<ContactRow[]>(`SELECT ${CONTACT} FROM personnel p WHERE p.id = $1`, [id]);
        return toContact(row);
      },

      byWorkEmail: async (em, email) => {
        const rows = await em.query<Array<FacilityPerson & { facility_id: string }>>(
          `SELECT p.id, ${NAME} AS name, pf.facility_id
             FROM personnel p JOIN personnel_facility pf ON pf.tenant_id = p.tenant_id AND pf.personnel_id = p.id
            WHERE lower(p.work_email) = lower($1)`,
          [email],
        );
        return rows.map((r) => ({ id: r.id, name: r.name, facilityId: r.facility_id }));
      },

      hasDocument: (em, id, file) =>
        em.getRepository(PersonnelDocument).existsBy({ personnelId: id, fileName: file.fileName, size: file.size }),

      addDocument: (em, id, document) => this.addDocument(em, id, document),
    });
  }

  /** A current, not required personnel document of the person; its change is announced (the required-document actions follow). */
  private async addDocument(em: EntityManager, personnelId: string, document: FacilityPersonDocument): Promise<string> {
    const repo = em.getRepository(PersonnelDocument);
    const saved = await repo.save(
      repo.create({ personnelId, documentType: 'PERSONNEL', documentStatus: 'CURRENT', required: false, ...document }),
    );
    await this.events.emit('personnel.changed', { personnelId });
    return saved.id;
  }
}
