import { BadRequestException, ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import {
  API_MESSAGES,
  CLEARANCE_ACTION,
  CLEARANCE_LEVEL,
  CLEARANCE_VERIFICATION_MESSAGES as M,
  CLEARANCE_VERIFICATION_STATUS,
  hasPermission,
  labelOf,
  NOT_STATED,
  PEOPLE_MESSAGES,
  addDays,
} from '@clearline/shared';
import { In } from 'typeorm';
import { config } from '../../core/config/config';
import { RequestContext } from '../../core/context/request-context';
import { recordNotFound, TenantDb } from '../../core/database/tenant-db';
import { checkVersion } from '../../core/database/entity-helpers';
import { DomainEventBus } from '../../core/events/domain-events';
import type { Page } from '../../core/http/list-query';
import { defineList, pageOf, parseList } from '../../core/http/list';
import { MailService } from '../../core/mail/mail.service';
import { Facility } from '../facilities';
import { SettingsService } from '../settings';
import type {
  ClearanceRequestView,
  ClearanceVerificationView,
  CreateClearanceRequestDto,
  CreateClearanceVerificationDto,
  UpdateClearanceVerificationDto,
} from './clearance-verification.dto';
import { type ClearanceDetails, ClearanceRequest, ClearanceVerification } from './clearance-verification.entity';
import { Personnel } from './personnel.entity';
import { PersonnelClearance, PersonnelInvestigation } from './records/records.entity';

/** GET /personnel/clearance-verification: the tenant's clearance verification requests, newest first. */
export const CLEARANCE_VERIFICATION_LIST = defineList({
  resource: 'clearance-verifications',
  sortable: { createdAt: 'v.createdAt', expiresOn: 'v.expiresOn', status: 'v.status' },
  defaultSort: { field: 'createdAt', direction: 'DESC' },
  id: 'v.id',
  quickFilter: [],
  filters: {
    status: { type: 'enum', values: Object.keys(CLEARANCE_VERIFICATION_STATUS), column: 'v.status' },
    facilityId: { type: 'uuid', single: true, column: 'v.facility_id' },
    personnelId: { type: 'uuid', single: true, column: 'v.personnel_id' },
  },
});

const fullName = (p: Pick<Personnel, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName}`;

/** The clearance fields the FSO's ACCEPT_CHANGES copies from the answers to the record. */
const CLEARANCE_FIELDS = [
  'pclEligibility',
  'eligibilityDeterminationDate',
  'clearanceGrantingAgency',
  'ceStatus',
  'ceEnteredDate',
] as const;
const INVESTIGATION_FIELDS = ['investigationType', 'investigationClosedDate'] as const;

/**
 * Clearance verification (spec 02 §4: SENT → NEEDS_REVIEW → CLOSED, or EXPIRED) and clearance requests (spec 02 §6).
 * Each change announces an event; the open-actions module raises and resolves the matching open actions.
 */
@Injectable()
export class ClearanceVerificationService {
  constructor(
    private readonly db: TenantDb,
    private readonly events: DomainEventBus,
    private readonly mail: MailService,
    private readonly settings: SettingsService,
  ) {}

  private user() {
    const user = RequestContext.require().user;
    if (!user) throw new ForbiddenException();
    return user;
  }

  private may(module: string, type: 'VIEW' | 'CREATE' | 'UPDATE'): boolean {
    return hasPermission(this.user().permissions, module, type);
  }

  /** The person and one of their clearances; the clearance must belong to the person. */
  private async personAndClearance(personnelId: string, clearanceId: string) {
    const person = await this.db.findOr404(Personnel, personnelId, 'Personnel');
    const clearance = await this.db.findOr404(PersonnelClearance, clearanceId, 'Clearance');
    if (clearance.personnelId !== person.id) throw new BadRequestException(M.clearanceNotOfPerson);
    return { person, clearance };
  }

  private latestInvestigation(clearanceId: string): Promise<PersonnelInvestigation | null> {
    return this.db.repo(PersonnelInvestigation).findOne({
      where: { clearanceId },
      order: { investigationClosedDate: { direction: 'DESC', nulls: 'LAST' }, createdAt: 'DESC' },
    });
  }

  // ---- clearance verification ----

  /** POST /personnel/clearance-verification: SENT, e-mailed to the person, with an open action for them. */
  async create(dto: CreateClearanceVerificationDto): Promise<ClearanceVerificationView> {
    const { person, clearance } = await this.personAndClearance(dto.personnelId, dto.clearanceId);
    const to = person.workEmail?.trim();
    if (!to) throw new BadRequestException(M.noWorkEmail(fullName(person)));
    await this.expireDue({ clearanceId: clearance.id });
    const repo = this.db.repo(ClearanceVerification);
    if (await repo.exists({ where: { clearanceId: clearance.id, status: In(['SENT', 'NEEDS_REVIEW']) } })) {
      throw new ConflictException(M.alreadyOpen);
    }
    const inv = await this.latestInvestigation(clearance.id);
    const onRecord: ClearanceDetails = {
      pclEligibility: clearance.pclEligibility,
      eligibilityDeterminationDate: clearance.eligibilityDeterminationDate,
      clearanceGrantingAgency: clearance.clearanceGrantingAgency,
      investigationType: inv?.investigationType ?? null,
      investigationClosedDate: inv?.investigationClosedDate ?? null,
      ceStatus: clearance.ceStatus,
      ceEnteredDate: clearance.ceEnteredDate,
    };
    const days = Number(await this.settings.getTenant<number>(this.db.tenantId(), 'CLEARANCE_VERIFICATION_EXPIRY_DAYS')) || 14;
    const user = this.user();
    const saved = await repo.save(
      repo.create({
        personnelId: person.id,
        clearanceId: clearance.id,
        facilityId: clearance.facilityId,
        status: 'SENT',
        message: dto.message?.trim() || null,
        requestedBy: user.username,
        expiresOn: addDays(await this.settings.tenantToday(), days),
        onRecord,
        answers: null,
      }),
    );
    await this.events.emit('clearance-verification.changed', { verificationId: saved.id });
    await this.mail.send(
      {
        to,
        template: 'CLEARANCE_VERIFICATION_REQUEST',
        values: {
          name: fullName(person),
          clearanceLevel: labelOf(CLEARANCE_LEVEL, clearance.pclEligibility),
          expiresOn: saved.expiresOn,
          link: `${config().publicUrl}/my-portal/portal/clearance-verification/${saved.id}`,
          sender: user.username,
        },
      },
      {},
      { jobId: `clearance-verification-${saved.id}` },
    );
    return this.view(saved, person);
  }

  /** GET /personnel/clearance-verification: PERSONNEL users see every request of the tenant. */
  async list(query: Record<string, unknown>): Promise<Page<ClearanceVerificationView>> {
    const q = parseList(CLEARANCE_VERIFICATION_LIST, query);
    await this.expireDue({});
    const qb = this.db.repo(ClearanceVerification).createQueryBuilder('v');
    return pageOf(qb, CLEARANCE_VERIFICATION_LIST, q, async (rows) => {
      const ids = [...new Set(rows.map((r) => r.personnelId))];
      const people = new Map((ids.length ? await this.db.repo(Personnel).findBy({ id: In(ids) }) : []).map((p) => [p.id, p]));
      // one after the other: each view reads through the request's transaction, whose connection runs one query at a time
      const views: ClearanceVerificationView[] = [];
      for (const r of rows) views.push(await this.view(r, people.get(r.personnelId)!));
      return views;
    });
  }

  /** The request, if the caller is its person or a PERSONNEL user; anyone else gets 404. Expires it when its day has passed. */
  private async find(id: string): Promise<{ v: ClearanceVerification; person: Personnel; isPerson: boolean }> {
    let v = await this.db.findOr404(ClearanceVerification, id, 'Clearance verification');
    const person = await this.db.findOr404(Personnel, v.personnelId, 'Personnel');
    const isPerson = !!person.userId && person.userId === this.user().id;
    if (!isPerson && !this.may('PERSONNEL', 'VIEW')) throw recordNotFound('Clearance verification', id);
    if (v.status === 'SENT' && v.expiresOn < (await this.settings.tenantToday())) v = await this.expire(v);
    return { v, person, isPerson };
  }

  async get(id: string): Promise<ClearanceVerificationView> {
    const { v, person } = await this.find(id);
    return this.view(v, person);
  }

  /** PUT /personnel/clearance-verification/{requestId}: the person's answer, or the FSO's decision. */
  async update(id: string, dto: UpdateClearanceVerificationDto): Promise<ClearanceVerificationView> {
    const { v, person, isPerson } = await this.find(id);
    checkVersion(v, dto.version);
    const status = labelOf(CLEARANCE_VERIFICATION_STATUS, v.status);
    const user = this.user();
    if (dto.decision === undefined || dto.decision === null) {
      // the person's answer
      if (!isPerson) throw new ForbiddenException(M.onlyThePerson);
      if (v.status !== 'SENT') throw new ConflictException(M.notAnswerable(status));
      if (!dto.answers) throw new BadRequestException(PEOPLE_MESSAGES.required('Answers'));
      if (dto.attestation !== true) throw new BadRequestException(M.attestationRequired);
      const a = dto.answers;
      v.answers = {
        pclEligibility: a.pclEligibility,
        eligibilityDeterminationDate: a.eligibilityDeterminationDate ?? null,
        clearanceGrantingAgency: a.clearanceGrantingAgency ?? null,
        investigationType: a.investigationType ?? null,
        investigationClosedDate: a.investigationClosedDate ?? null,
        ceStatus: a.ceStatus ?? null,
        ceEnteredDate: a.ceEnteredDate ?? null,
        comments: a.comments?.trim() || null,
      };
      v.attestedAt = new Date();
      v.answeredBy = user.username;
      v.status = 'NEEDS_REVIEW';
    } else {
      // the FSO's review
      if (!this.may('PERSONNEL', 'UPDATE')) throw new ForbiddenException(API_MESSAGES.noPermission('UPDATE', 'PERSONNEL'));
      if (v.status !== 'NEEDS_REVIEW' || !v.answers) throw new ConflictException(M.notReviewable(status));
      if (dto.decision === 'ACCEPT_CHANGES') await this.applyAnswers(v, v.answers);
      v.decision = dto.decision;
      v.reviewNote = dto.reviewNote?.trim() || null;
      v.closedAt = new Date();
      v.closedBy = user.username;
      v.status = 'CLOSED';
    }
    const saved = await this.db.repo(ClearanceVerification).save(v);
    await this.events.emit('clearance-verification.changed', { verificationId: saved.id });
    return this.view(saved, person);
  }

  /** Writes the person's answers to the clearance record and its latest investigation (each save audited). */
  private async applyAnswers(v: ClearanceVerification, answers: ClearanceDetails): Promise<void> {
    const clearance = await this.db.repo(PersonnelClearance).findOneBy({ id: v.clearanceId });
    if (!clearance) throw recordNotFound('Clearance', v.clearanceId);
    const c = clearance as unknown as Record<string, unknown>;
    for (const k of CLEARANCE_FIELDS) if (answers[k] !== null || k !== 'pclEligibility') c[k] = answers[k];
    await this.db.repo(PersonnelClearance).save(clearance);
    const inv = await this.latestInvestigation(clearance.id);
    if (inv && (answers.investigationType || answers.investigationClosedDate)) {
      const i = inv as unknown as Record<string, unknown>;
      for (const k of INVESTIGATION_FIELDS) if (answers[k]) i[k] = answers[k];
      await this.db.repo(PersonnelInvestigation).save(inv);
    }
    await this.events.emit('personnel.changed', { personnelId: v.personnelId });
  }

  private async expire(v: ClearanceVerification): Promise<ClearanceVerification> {
    v.status = 'EXPIRED';
    const saved = await this.db.repo(ClearanceVerification).save(v);
    await this.events.emit('clearance-verification.changed', { verificationId: saved.id });
    return saved;
  }

  /** Expires every SENT request whose answer-by day has passed (on read, and by the daily reminders). */
  async expireDue(where: { clearanceId?: string }): Promise<number> {
    const today = await this.settings.tenantToday();
    const due = await this.db
      .repo(ClearanceVerification)
      .createQueryBuilder('v')
      .where(`v.status = 'SENT' AND v.expiresOn < :today`, { today })
      .andWhere(where.clearanceId ? 'v.clearanceId = :clearanceId' : 'true', { clearanceId: where.clearanceId })
      .getMany();
    for (const v of due) await this.expire(v);
    return due.length;
  }

  private async view(v: ClearanceVerification, person: Personnel): Promise<ClearanceVerificationView> {
    const facility = await this.db.repo(Facility).findOneBy({ id: v.facilityId });
    const user = this.user();
    return {
      id: v.id,
      version: v.version,
      personnelId: v.personnelId,
      personName: fullName(person),
      clearanceId: v.clearanceId,
      facilityId: v.facilityId,
      facilityName: facility?.facilityName ?? '',
      status: v.status,
      message: v.message,
      requestedBy: v.requestedBy,
      createdAt: v.createdAt,
      expiresOn: v.expiresOn,
      onRecord: v.onRecord,
      answers: v.answers,
      attestedAt: v.attestedAt,
      answeredBy: v.answeredBy,
      decision: v.decision,
      reviewNote: v.reviewNote,
      closedAt: v.closedAt,
      closedBy: v.closedBy,
      canAnswer: v.status === 'SENT' && !!person.userId && person.userId === user.id,
      canReview: v.status === 'NEEDS_REVIEW' && hasPermission(user.permissions, 'PERSONNEL', 'UPDATE'),
    };
  }

  // ---- clearance request ----

  /** POST /personnel/clearance-request: recorded for the FSO / MSS with an open action at the facility and an e-mail. */
  async createRequest(dto: CreateClearanceRequestDto): Promise<ClearanceRequestView> {
    const { person, clearance } = await this.personAndClearance(dto.personnelId, dto.clearanceId);
    const user = this.user();
    const repo = this.db.repo(ClearanceRequest);
    const saved = await repo.save(
      repo.create({
        personnelId: person.id,
        clearanceId: clearance.id,
        facilityId: clearance.facilityId,
        action: dto.action ?? null,
        justification: dto.justification?.trim() || null,
        neededBy: dto.neededBy ?? null,
        status: 'SUBMITTED',
        requestedBy: user.username,
      }),
    );
    await this.events.emit('clearance-request.changed', { requestId: saved.id });
    const to = String((await this.settings.getTenant<string>(this.db.tenantId(), 'SECURITY_OFFICE_EMAIL')) ?? '').trim();
    if (to) {
      await this.mail.send(
        {
          to,
          template: 'CLEARANCE_REQUEST_SUBMITTED',
          values: {
            name: fullName(person),
            action: labelOf(CLEARANCE_ACTION, saved.action) || NOT_STATED,
            clearanceLevel: labelOf(CLEARANCE_LEVEL, clearance.pclEligibility),
            justification: saved.justification ?? NOT_STATED,
            neededBy: saved.neededBy ?? '',
            sender: user.username,
          },
        },
        {},
        { jobId: `clearance-request-${saved.id}` },
      );
    }
    return this.requestView(saved, person, clearance);
  }

  async getRequest(id: string): Promise<ClearanceRequestView> {
    const r = await this.db.findOr404(ClearanceRequest, id, 'Clearance request');
    const person = await this.db.findOr404(Personnel, r.personnelId, 'Personnel');
    const clearance = await this.db.findOr404(PersonnelClearance, r.clearanceId, 'Clearance');
    return this.requestView(r, person, clearance);
  }

  private requestView(r: ClearanceRequest, person: Personnel, clearance: PersonnelClearance): ClearanceRequestView {
    return {
      id: r.id,
      version: r.version,
      personnelId: r.personnelId,
      personName: fullName(person),
      clearanceId: r.clearanceId,
      clearanceLevel: clearance.pclEligibility,
      facilityId: r.facilityId,
      action: r.action,
      justification: r.justification,
      neededBy: r.neededBy,
      status: r.status,
      requestedBy: r.requestedBy,
      createdAt: r.createdAt,
    };
  }
}
