import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import {
  biographicCrossFieldErrors,
  DEFAULT_COUNTRY_ID,
  employmentCrossFieldErrors,
  NEW_HIRE_DEFAULT_SSN,
  NEW_HIRE_MESSAGES as M,
  NEW_HIRE_TEMPLATE_KEY,
  normalizeSsn,
  PENDING_HIRE_STATUS,
  PERSONNEL_FIELD_LABELS as L,
  type PendingHireStatus,
} from '@clearline/shared';
import { QueryFailedError } from 'typeorm';
import { config } from '../../core/config/config';
import { RequestContext } from '../../core/context/request-context';
import { TenantDb } from '../../core/database/tenant-db';
import { DomainEventBus } from '../../core/events/domain-events';
import type { Page } from '../../core/http/list-query';
import { defineList, pageOf, parseList } from '../../core/http/list';
import { MailService } from '../../core/mail/mail.service';
import { type Facility, FacilitiesService } from '../facilities';
import { ReferenceDataService } from '../reference-data';
import { SettingsService } from '../settings';
import type { ContactDto, CreatePersonnelDto } from './dto/personnel.dto';
import type { AcceptNewPersonnelDto, NewHireDetails, PendingHireView, RejectNewPersonnelDto, ReportNewHireDto } from './new-hire.dto';
import { PendingHire } from './new-hire.entity';
import { failOn, PersonnelService } from './personnel.service';
import { RecordsService } from './records/records.service';
import { SsnService } from './ssn.service';

/** GET /personnel/pending-hires: the reported new hires (PENDING unless another status is asked for). */
export const PENDING_HIRE_LIST = defineList({
  resource: 'pending-hires',
  sortable: {
    createdAt: 'h.createdAt',
    lastName: 'lower(h.last_name)',
    firstName: 'lower(h.first_name)',
    startDate: 'h.startDate',
    status: 'h.status',
  },
  defaultSort: { field: 'createdAt', direction: 'DESC' },
  id: 'h.id',
  quickFilter: ['h.first_name', 'h.last_name', 'h.work_email', 'h.job_title'],
  filters: {
    status: {
      type: 'enum',
      values: Object.keys(PENDING_HIRE_STATUS),
      column: 'h.status',
      description: 'PENDING (default), ACCEPTED or REJECTED',
    },
    facilityId: { type: 'uuid', column: 'h.facility_id' },
    cleared: { type: 'boolean', column: 'h.cleared' },
  },
});

/** The SSN-protected unique index of pending reports. */
const PENDING_SSN_INDEX = 'pending_hire_ssn_uq';

/**
 * Report New Hire and its review (spec 02 §3 "New hire", §7): a report becomes a pending hire with an
 * open action for the facility's FSOs and an e-mail to them; the FSO accepts it (the personnel record
 * with its contacts, employment and clearance is created through the personnel service, in the same
 * transaction) or rejects it with a reason. Either closes the open action.
 */
@Injectable()
export class NewHireService {
  constructor(
    private readonly db: TenantDb,
    private readonly personnel: PersonnelService,
    private readonly records: RecordsService,
    private readonly ssn: SsnService,
    private readonly refs: ReferenceDataService,
    private readonly facilities: FacilitiesService,
    private readonly settings: SettingsService,
    private readonly mail: MailService,
    private readonly events: DomainEventBus,
  ) {}

  /** POST /personnel/report-new-hire */
  async report(dto: ReportNewHireDto): Promise<PendingHireView> {
    const tenantId = this.db.tenantId();
    const [facility] = await this.facilities.requireIds([dto.facilityId], 'Facility');
    const cleared = dto.cleared ?? false;
    if (cleared && !dto.clearance) throw new BadRequestException(M.clearanceRequired);
    const clearance = cleared ? dto.clearance! : null;
    if (clearance && clearance.facilityId !== dto.facilityId) throw new BadRequestException(M.clearanceFacility);
    // the supervisor and the contract are the tenant's: the route transaction checked the body's ids
    failOn([
      // the citizenship rules of the personnel form (a dual citizen's second country), which accepting applies again
      ...biographicCrossFieldErrors({
        citizenshipType: dto.citizenship.citizenshipType,
        secondCitizenshipCountryId: dto.citizenship.secondCitizenshipCountryId,
      }),
      ...employmentCrossFieldErrors(dto.employment),
    ]);
    const citizenshipCountryId = dto.citizenship.citizenshipCountryId ?? DEFAULT_COUNTRY_ID;
    const birthCountryId = dto.birthAddress.countryId ?? DEFAULT_COUNTRY_ID;
    const contactCountryId = dto.contactInfo.countryId ?? DEFAULT_COUNTRY_ID;
    await this.refs.checkCountries([
      [L.birthCountryId, birthCountryId],
      [L.citizenshipCountryId, citizenshipCountryId],
      ['Second Citizenship Country', dto.citizenship.secondCitizenshipCountryId],
      ['Country', contactCountryId],
    ]);
    await this.refs.checkState(L.birthState, birthCountryId, dto.birthAddress.state?.trim());
    await this.refs.checkState('Personal State', contactCountryId, dto.contactInfo.state?.trim());

    const protectedSsn = await this.protectSsn(dto.ssn);
    const repo = this.db.repo(PendingHire);
    const details: NewHireDetails = {
      names: dto.names,
      citizenship: { ...dto.citizenship, citizenshipCountryId },
      birthAddress: { ...dto.birthAddress, countryId: birthCountryId },
      contactInfo: { ...dto.contactInfo, countryId: contactCountryId },
      employment: dto.employment,
      clearance,
    };
    const hire = repo.create({
      facilityId: dto.facilityId,
      cleared,
      firstName: dto.names.firstName.trim(),
      middleName: dto.names.middleName?.trim() || null,
      lastName: dto.names.lastName.trim(),
      ssnEncrypted: protectedSsn?.encrypted ?? null,
      ssnHmac: protectedSsn?.hmac ?? null,
      birthDate: dto.birthDate,
      passportNumber: dto.passportNumber?.trim() || null,
      maritalStatus: dto.maritalStatus,
      workEmail: dto.contactInfo.workEmail.trim(),
      jobTitle: dto.employment.jobTitle?.trim() || null,
      employmentType: dto.employment.employmentType,
      hireDate: dto.employment.hireDate ?? null,
      startDate: dto.employment.startDate ?? null,
      details,
      status: 'PENDING',
      reportedBy: RequestContext.require().user?.username ?? null,
    });
    let saved: PendingHire;
    try {
      saved = await repo.save(hire);
    } catch (e) {
      if (e instanceof QueryFailedError && (e.driverError as { constraint?: string }).constraint === PENDING_SSN_INDEX) {
        throw new ConflictException(M.duplicatePending);
      }
      throw e;
    }
    await this.events.emit('personnel.new-hire.reported', { pendingHireId: saved.id });
    await this.notifyFsos(saved, facility, tenantId);
    return this.get(saved.id);
  }

  /** POST /personnel/accept-new-personnel: creates the person from the report; the open action closes. */
  async accept(dto: AcceptNewPersonnelDto): Promise<PendingHireView> {
    const hire = await this.pending(dto.pendingHireId);
    const d = hire.details;
    const tenantId = this.db.tenantId();
    const ssn = hire.ssnEncrypted ? this.ssn.reveal(hire.ssnEncrypted, tenantId) : null;
    const contact: ContactDto = {
      contactTypeEnum: 'PERSONAL',
      street1: d.contactInfo.street1 ?? null,
      street2: d.contactInfo.street2 ?? null,
      city: d.contactInfo.city ?? null,
      state: d.contactInfo.state ?? null,
      zipCode: d.contactInfo.zipCode ?? null,
      countryId: d.contactInfo.countryId ?? DEFAULT_COUNTRY_ID,
      homePhoneNumber: d.contactInfo.homePhoneNumber ?? null,
      workPhoneNumber: d.contactInfo.workPhoneNumber ?? null,
      cellPhoneNumber: d.contactInfo.cellPhoneNumber ?? null,
      preferredPhoneType: d.contactInfo.preferredPhoneType ?? null,
      personalEmailAddress: d.contactInfo.personalEmailAddress ?? null,
      governmentEmailAddress: d.contactInfo.governmentEmailAddress ?? null,
    };
    const hasContact = Object.entries(contact).some(([k, v]) => k !== 'contactTypeEnum' && k !== 'countryId' && v);
    const body: CreatePersonnelDto = {
      firstName: hire.firstName,
      middleName: hire.middleName,
      lastName: hire.lastName,
      previouslyUsedNames: d.names.previouslyUsedNames ?? null,
      aliasName: d.names.aliasName ?? null,
      employeeId: dto.employeeId?.trim() || null,
      ssn: ssn ?? '',
      workEmail: hire.workEmail,
      genderType: dto.genderType,
      maritalStatus: hire.maritalStatus,
      birthDate: hire.birthDate,
      birthAddress: d.birthAddress,
      facilityIds: [hire.facilityId],
      citizenshipCountryId: d.citizenship.citizenshipCountryId,
      citizenshipType: d.citizenship.citizenshipType,
      secondCitizenshipCountryId: d.citizenship.secondCitizenshipCountryId ?? null,
      usCitizenshipDate: d.citizenship.usCitizenshipDate ?? null,
      alienRegistrationNumber: d.citizenship.alienRegistrationNumber ?? null,
      passportNumber: hire.passportNumber,
      personnelContacts: hasContact ? [contact] : [],
      employment: { ...d.employment, employmentStatus: dto.employmentStatus },
    };
    const person = await this.personnel.create(body);
    if (hire.cleared && d.clearance) await this.records.create('clearance', person.id!, { ...d.clearance, version: undefined });
    Object.assign(hire, { status: 'ACCEPTED', personnelId: person.id, ...this.decision() });
    await this.db.repo(PendingHire).save(hire);
    await this.events.emit('personnel.new-hire.decided', { pendingHireId: hire.id });
    return this.get(hire.id);
  }

  /** POST /personnel/reject-new-personnel: the report is kept, rejected with the FSO's reason. */
  async reject(dto: RejectNewPersonnelDto): Promise<PendingHireView> {
    const hire = await this.pending(dto.pendingHireId);
    const reason = dto.reason.trim();
    if (!reason) throw new BadRequestException(M.reasonRequired);
    Object.assign(hire, { status: 'REJECTED', decisionReason: reason, ...this.decision() });
    await this.db.repo(PendingHire).save(hire);
    await this.events.emit('personnel.new-hire.decided', { pendingHireId: hire.id });
    return this.get(hire.id);
  }

  async list(query: Record<string, unknown>): Promise<Page<PendingHireView>> {
    const q = parseList(PENDING_HIRE_LIST, query);
    const qb = this.db.repo(PendingHire).createQueryBuilder('h');
    if (q.values.status === undefined) qb.where(`h.status = 'PENDING'`);
    return pageOf(qb, PENDING_HIRE_LIST, q, (rows) => this.views(rows));
  }

  async get(id: string): Promise<PendingHireView> {
    const hire = await this.db.findOr404(PendingHire, id, 'New hire');
    return (await this.views([hire]))[0];
  }

  /** The number of reports waiting for review (the dashboard tile). */
  async pendingCount(): Promise<number> {
    return this.db.repo(PendingHire).countBy({ status: 'PENDING' });
  }

  // ------------------------------------------------------------------------------------------

  private decision(): { decidedAt: Date; decidedBy: string | null } {
    return { decidedAt: new Date(), decidedBy: RequestContext.require().user?.username ?? null };
  }

  private async pending(id: string): Promise<PendingHire> {
    const hire = await this.db.findOr404(PendingHire, id, 'New hire');
    if (hire.status !== 'PENDING') throw new ConflictException(M.alreadyDecided(PENDING_HIRE_STATUS[hire.status as PendingHireStatus]));
    return hire;
  }

  /** The submitted SSN protected, or null for none or the placeholder; a person or a pending report with it is refused. */
  private async protectSsn(input: string | null | undefined): Promise<{ encrypted: string; hmac: string } | null> {
    const sent = input?.trim() ?? '';
    if (!sent || normalizeSsn(sent) === NEW_HIRE_DEFAULT_SSN) return null;
    const tenantId = this.db.tenantId();
    const prot = this.ssn.protect(sent, tenantId);
    if (!prot.hmac) return null;
    const person = await this.db.em().query<Array<{ id: string }>>(`SELECT id FROM personnel WHERE ssn_hmac = $1 LIMIT 1`, [prot.hmac]);
    if (person.length) throw this.ssn.duplicate('ssn');
    const waiting = await this.db
      .em()
      .query<Array<{ id: string }>>(`SELECT id FROM pending_hire WHERE ssn_hmac = $1 AND status = 'PENDING' LIMIT 1`, [prot.hmac]);
    if (waiting.length) throw new ConflictException(M.duplicatePending);
    return { encrypted: prot.encrypted, hmac: prot.hmac };
  }

  /**
   * E-mails the facility's FSOs (its key management personnel in the FSO role; without any, the tenant's
   * users with an FSO role; without those, the security office address), unless the facility's
   * preferences turn new-hire notices off.
   */
  private async notifyFsos(hire: PendingHire, facility: Facility, tenantId: string): Promise<void> {
    const em = this.db.em();
    const pref = await em.query<Array<{ notify_new_hire: boolean }>>(
      `SELECT notify_new_hire FROM facility_preference WHERE facility_id = $1`,
      [facility.id],
    );
    if (pref.length && !pref[0].notify_new_hire) return;
    let to = (
      await em.query<Array<{ email: string }>>(
        `SELECT DISTINCT lower(p.work_email) AS email FROM facility_kmp k JOIN personnel p ON p.id = k.personnel_id
          WHERE k.facility_id = $1 AND k.kmp_role = 'FSO' AND p.enabled AND coalesce(p.work_email, '') <> ''`,
        [facility.id],
      )
    ).map((r) => r.email);
    if (!to.length) {
      to = (
        await em.query<Array<{ email: string }>>(
          `SELECT DISTINCT lower(u.email) AS email FROM app_user u JOIN user_role ur ON ur.user_id = u.id JOIN role r ON r.id = ur.role_id
            WHERE u.enabled AND u.deleted_at IS NULL AND r.name IN ('FSO', 'CLIENT_FSO')`,
        )
      ).map((r) => r.email);
    }
    if (!to.length) {
      const office = (await this.settings.getTenant<string>(tenantId, 'SECURITY_OFFICE_EMAIL'))?.trim();
      if (office) to = [office];
    }
    const values = {
      name: [hire.firstName, hire.lastName].join(' '),
      facilityName: facility.facilityName,
      reportedBy: hire.reportedBy ?? '',
      jobTitle: hire.jobTitle ?? '',
      startDate: hire.startDate ?? '',
      cleared: hire.cleared,
      reviewUrl: `${config().publicUrl.replace(/\/$/, '')}/personnel/pending-hires`,
    };
    for (const address of to) {
      await this.mail.send({ to: address, template: NEW_HIRE_TEMPLATE_KEY, values }, {}, { jobId: `new-hire-${hire.id}-${address}` });
    }
  }

  private async views(rows: PendingHire[]): Promise<PendingHireView[]> {
    if (!rows.length) return [];
    const facilityIds = [...new Set(rows.map((r) => r.facilityId))];
    const names = new Map(
      (
        await this.db
          .em()
          .query<Array<{ id: string; facility_name: string }>>(`SELECT id, facility_name FROM facility WHERE id = ANY($1::uuid[])`, [
            facilityIds,
          ])
      ).map((f) => [f.id, f.facility_name]),
    );
    const tenantId = this.db.tenantId();
    const { visibility } = this.ssn.callerVisibility();
    return rows.map((h) => ({
      id: h.id,
      version: h.version,
      facilityId: h.facilityId,
      facilityName: names.get(h.facilityId) ?? '',
      cleared: h.cleared,
      firstName: h.firstName,
      middleName: h.middleName,
      lastName: h.lastName,
      fullName: `${h.firstName} ${h.lastName}`,
      hasSsn: !!h.ssnEncrypted,
      ssn: this.ssn.display(h.ssnEncrypted, tenantId, visibility),
      birthDate: h.birthDate,
      passportNumber: h.passportNumber,
      maritalStatus: h.maritalStatus,
      workEmail: h.workEmail,
      jobTitle: h.jobTitle,
      employmentType: h.employmentType,
      hireDate: h.hireDate,
      startDate: h.startDate,
      status: h.status,
      reportedBy: h.reportedBy,
      createdAt: h.createdAt.toISOString(),
      decidedAt: h.decidedAt ? h.decidedAt.toISOString() : null,
      decidedBy: h.decidedBy,
      decisionReason: h.decisionReason,
      personnelId: h.personnelId,
      details: h.details,
    }));
  }
}
