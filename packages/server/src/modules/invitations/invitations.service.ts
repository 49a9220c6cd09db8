import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  biographicCrossFieldErrors,
  DEFAULT_COUNTRY_ID,
  INVITATION_GUARD_MESSAGES as G,
  INVITATION_MESSAGES as M,
  INVITATION_OPEN_STATUSES,
  INVITATION_OTP_ATTEMPTS,
  INVITATION_OTP_MINUTES,
  INVITATION_PAGE_PATH,
  INVITATION_STATUS,
  normalizeSsn,
  PERSONNEL_FIELD_LABELS as L,
  type InvitationStatus,
} from '@clearline/shared';
import { AuditService } from '../../core/audit/audit.service';
import { config } from '../../core/config/config';
import { RequestContext } from '../../core/context/request-context';
import { isUuid, TenantDb } from '../../core/database/tenant-db';
import { DomainEventBus } from '../../core/events/domain-events';
import type { Page } from '../../core/http/list-query';
import { defineList, pageOf, parseList } from '../../core/http/list';
import { MailService } from '../../core/mail/mail.service';
import { mac, randomId, safeEqual, sha256, signToken, sixDigits, verifyToken } from '../../core/security/tokens';
import { OpenActionsService } from '../open-actions';
import { encryptSsn, Personnel, ssnBlindIndex } from '../personnel';
import { ReferenceDataService } from '../reference-data';
import { SettingsService, settingNumber } from '../settings';
import type {
  CreateInvitationsDto,
  InvitationSentView,
  InvitationSummaryView,
  InvitationView,
  InviteeDto,
  InviteeNamesDto,
  InvitePersonnelDto,
  SubmitInviteeDto,
  SubmitOtpDto,
} from './invitation.dto';
import { Invitation } from './invitation.entity';
import { INVITATION_LIMITS } from './invitation-limits';

const STATUS_VALUES = Object.keys(INVITATION_STATUS) as InvitationStatus[];

/** GET /invite */
export const INVITATION_LIST = defineList({
  resource: 'invitations',
  sortable: {
    lastName: 'lower(i.last_name)',
    firstName: 'lower(i.first_name)',
    email: 'lower(i.email)',
    status: 'i.status',
    sentAt: 'i.sent_at',
    submittedAt: 'i.submitted_at',
    createdAt: 'i.created_at',
  },
  defaultSort: { field: 'createdAt', direction: 'DESC' },
  id: 'i.id',
  quickFilter: ['i.first_name', 'i.last_name', 'i.email'],
  filters: {
    status: { type: 'enum', values: STATUS_VALUES, column: 'i.status' },
    personnelId: { type: 'uuid', column: 'i.personnel_id' },
  },
});

/** The link's signed payload: tenant, invitation and a nonce (the token itself is kept only as a hash). */
interface LinkPayload extends Record<string, unknown> {
  t: string;
  i: string;
  n: string;
}

const LINK_PURPOSE = 'invitation-link';
const OTP_PURPOSE = 'invitation-otp';
/** Statuses in which the link still works. */
const LINK_LIVE: readonly InvitationStatus[] = ['SENT', 'VALIDATED', 'OTP_PASSED'];
const DONE: readonly InvitationStatus[] = ['SUBMITTED', 'REVIEWED'];

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const otpHashOf = (invitationId: string, code: string): string => mac(OTP_PURPOSE, `${invitationId}:${code}`).toString('hex');

/** A refusal decided inside the tenant's transaction, thrown after it commits (so a counted attempt stays counted). */
type Refusal = { refused: string };
const refuse = (message: string): Refusal => ({ refused: message });
const isRefusal = (v: unknown): v is Refusal => typeof v === 'object' && v !== null && 'refused' in v;

/** The source key of the security office's action on an SSN conflict of an invitation's form. */
const ssnConflictKey = (invitationId: string) => `invitation-ssn-conflict:${invitationId}`;

/** Another person of the tenant as the security office tells them apart: name, and employee ID or work e-mail. */
const personLabel = (p: { first_name: string; last_name: string; employee_id: string | null; work_email: string | null }) => {
  const which = p.employee_id ? `employee ID ${p.employee_id}` : p.work_email;
  return `${p.first_name} ${p.last_name}${which ? ` (${which})` : ''}`;
};

/**
 * Invitations (spec 02 §4 "Invitation flow"). The security office invites people by e-mail; each link is
 * a signed token (HMAC with the server secret) naming the tenant and the invitation, valid for the tenant's
 * INVITATION_EXPIRY_DAYS and only while it is the latest link sent; it is consumed when the form is
 * submitted. Opening the link e-mails a 6-digit code (10 minutes, 5 attempts); the right code unlocks the
 * form, whose answers complete the person's record, which then waits for the security office's review
 * (an open action on the person). Over the life of a link the codes e-mailed and the wrong codes are capped
 * (INVITATION_LIMITS); past a cap the invitation is locked until the security office sends it again.
 */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly db: TenantDb,
    private readonly mail: MailService,
    private readonly settings: SettingsService,
    private readonly refs: ReferenceDataService,
    private readonly openActions: OpenActionsService,
    private readonly events: DomainEventBus,
    private readonly audit: AuditService,
  ) {}

  // ------------------------------------------------------------------------------------------
  // Security office
  // ------------------------------------------------------------------------------------------

  async list(query: Record<string, unknown>): Promise<Page<InvitationView>> {
    const q = parseList(INVITATION_LIST, query);
    const qb = this.db.repo(Invitation).createQueryBuilder('i');
    return pageOf(qb, INVITATION_LIST, q, (rows) => rows.map((i) => this.view(i)));
  }

  /** The dashboard tile: invitations not completed (and how many of their links expired), forms waiting for review. */
  async summary(): Promise<InvitationSummaryView> {
    const [row] = await this.db.em().query<Array<InvitationSummaryView>>(
      `SELECT count(*) FILTER (WHERE status = ANY($1))::int AS "notCompleted",
              count(*) FILTER (WHERE status = ANY($1) AND (token_expires_at IS NULL OR token_expires_at <= now()))::int AS expired,
              count(*) FILTER (WHERE status = 'SUBMITTED')::int AS "submittedForReview"
         FROM invitation`,
      [INVITATION_OPEN_STATUSES],
    );
    return row;
  }

  async getForPersonnel(personnelId: string): Promise<InvitationView> {
    await this.db.findOr404(Personnel, personnelId, 'Personnel');
    const inv = await this.db.repo(Invitation).findOneBy({ personnelId });
    if (!inv) throw new NotFoundException(M.noInvitation);
    return this.view(inv);
  }

  /** New people: a personnel record in progress (names and work e-mail) and an e-mailed link for each. */
  async create(dto: CreateInvitationsDto): Promise<InvitationSentView[]> {
    if (!dto.invites.length) throw new BadRequestException(M.listRequired);
    const emails = dto.invites.map((i) => i.email.trim().toLowerCase());
    if (new Set(emails).size !== emails.length) throw new BadRequestException('Each person needs an e-mail address of their own.');
    const out: InvitationSentView[] = [];
    for (const invitee of dto.invites) out.push(await this.createOne(invitee));
    return out;
  }

  private async createOne(invitee: InviteeDto): Promise<InvitationSentView> {
    const people = this.db.repo(Personnel);
    const person = await people.save(
      people.create({
        firstName: invitee.firstName.trim(),
        lastName: invitee.lastName.trim(),
        workEmail: invitee.email.trim(),
        specialSystemAccessList: [],
        kmp: false,
        kmpExcluded: false,
        foreignPassport: false,
        enabled: true,
        oconus: false,
      }),
    );
    await this.events.emit('personnel.changed', { personnelId: person.id });
    const repo = this.db.repo(Invitation);
    const inv = await repo.save(
      repo.create({ personnelId: person.id, firstName: person.firstName, lastName: person.lastName, email: person.workEmail }),
    );
    return this.sendLink(inv);
  }

  /** Invites a person already on record (or re-addresses their open invitation) and sends a new link. */
  async invitePersonnel(personnelId: string, dto: InvitePersonnelDto): Promise<InvitationSentView> {
    const person = await this.db.findOr404(Personnel, personnelId, 'Personnel');
    const repo = this.db.repo(Invitation);
    const email = dto.email?.trim() || person.workEmail;
    let inv = await repo.findOneBy({ personnelId });
    if (inv && DONE.includes(inv.status)) throw new ConflictException(M.alreadySubmitted);
    if (!inv) inv = repo.create({ personnelId, status: 'CREATED' });
    Object.assign(inv, { firstName: person.firstName, lastName: person.lastName, email });
    return this.sendLink(await repo.save(inv));
  }

  /** Sends (or re-sends) the link: a new token; every earlier link and code stops working. */
  async send(id: string): Promise<InvitationSentView> {
    const inv = await this.db.findOr404(Invitation, id, 'Invitation');
    if (DONE.includes(inv.status)) throw new ConflictException(M.alreadySubmitted);
    return this.sendLink(inv);
  }

  async remove(id: string): Promise<void> {
    const inv = await this.db.findOr404(Invitation, id, 'Invitation');
    await this.db.repo(Invitation).remove(inv);
  }

  /** The invitation that may get a user account: submitted, for a person without one. */
  async forUserAccount(invitationId: string): Promise<{ invitation: Invitation; person: Personnel }> {
    const invitation = await this.db.findOr404(Invitation, invitationId, 'Invitation');
    if (!DONE.includes(invitation.status)) throw new ConflictException(M.notSubmitted);
    const person = await this.db.findOr404(Personnel, invitation.personnelId, 'Personnel');
    if (person.userId || invitation.userId) throw new ConflictException(M.alreadyHasUser);
    // an SSN conflict of the form stays in the security office's hands until its open action is completed or closed
    const conflict = await this.db
      .em()
      .query<unknown[]>(`SELECT 1 FROM open_action WHERE personnel_id = $1 AND source_key = $2 AND state = 'OPEN'`, [
        person.id,
        ssnConflictKey(invitation.id),
      ]);
    if (conflict.length) throw new ConflictException(G.ssnConflictOpen);
    return { invitation, person };
  }

  /** Links the new account to the person and marks the invitation reviewed. */
  async userCreated(invitation: Invitation, person: Personnel, userId: string): Promise<InvitationView> {
    person.userId = userId;
    await this.db.repo(Personnel).save(person);
    invitation.userId = userId;
    invitation.status = 'REVIEWED';
    return this.view(await this.db.repo(Invitation).save(invitation));
  }

  private async sendLink(inv: Invitation): Promise<InvitationSentView> {
    const tenantId = this.db.tenantId();
    const days = settingNumber('INVITATION_EXPIRY_DAYS', await this.settings.getTenant(tenantId, 'INVITATION_EXPIRY_DAYS'));
    const ttl = days * 24 * 3600 * 1000;
    const token = signToken(LINK_PURPOSE, { t: tenantId, i: inv.id, n: randomId(16) } satisfies LinkPayload, ttl);
    const link = `${config().publicUrl}${INVITATION_PAGE_PATH}?userdata=${encodeURIComponent(token)}`;
    const user = RequestContext.current()?.user;
    Object.assign(inv, {
      status: 'SENT',
      tokenHash: sha256(token),
      tokenExpiresAt: new Date(Date.now() + ttl),
      sentAt: new Date(),
      sentBy: user?.username ?? null,
      sendCount: inv.sendCount + 1,
      validatedAt: null,
      otpHash: null,
      otpExpiresAt: null,
      otpAttempts: 0,
      otpPassedAt: null,
      // a new link from the security office: fresh limits, and a locked invitation is unlocked
      codesIssued: 0,
      wrongCodes: 0,
      lockedAt: null,
    });
    const saved = await this.db.repo(Invitation).save(inv);
    await this.mail.send({
      to: inv.email,
      template: 'INVITATION',
      values: { name: `${inv.firstName} ${inv.lastName}`, link, days, sender: user?.username ?? 'The security office' },
    });
    return { ...this.view(saved), link };
  }

  view(i: Invitation): InvitationView {
    return {
      id: i.id,
      personnelId: i.personnelId,
      firstName: i.firstName,
      lastName: i.lastName,
      email: i.email,
      status: i.status,
      sentAt: iso(i.sentAt),
      sentBy: i.sentBy,
      sendCount: i.sendCount,
      linkExpiresAt: i.tokenHash ? iso(i.tokenExpiresAt) : null,
      validatedAt: iso(i.validatedAt),
      lockedAt: iso(i.lockedAt),
      submittedAt: iso(i.submittedAt),
      userId: i.userId,
      createdAt: i.createdAt.toISOString(),
    };
  }

  // ------------------------------------------------------------------------------------------
  // Self-service (no sign-in): every refusal of the link has the same message
  // ------------------------------------------------------------------------------------------

  /**
   * Runs `fn` in the link's tenant with its invitation (its row locked until the transaction ends, so concurrent
   * calls count their codes one after the other), when the token is genuine, unexpired, the latest one sent and not
   * yet used, and the invitation is not locked. Refusals are thrown after the transaction ends, so what `fn` saved
   * before refusing (a counted wrong code, the lock) stays.
   */
  private async withLink<T>(userdata: string, fn: (em: EntityManager, inv: Invitation) => Promise<T | Refusal>): Promise<T> {
    const p = verifyToken<LinkPayload>(LINK_PURPOSE, userdata);
    if (!p || !isUuid(p.t) || !isUuid(p.i)) throw new BadRequestException(M.linkInvalid);
    const result = await this.db.inTenant(p.t, async (em) => {
      const inv = await em.getRepository(Invitation).findOne({ where: { id: p.i }, lock: { mode: 'pessimistic_write' } });
      const now = new Date();
      if (
        !inv ||
        !inv.tokenHash ||
        !safeEqual(Buffer.from(inv.tokenHash), Buffer.from(sha256(userdata))) ||
        !LINK_LIVE.includes(inv.status) ||
        !inv.tokenExpiresAt ||
        inv.tokenExpiresAt <= now
      ) {
        return refuse(M.linkInvalid);
      }
      if (inv.lockedAt) return refuse(G.locked);
      return fn(em, inv);
    });
    if (isRefusal(result)) throw new BadRequestException(result.refused);
    return result;
  }

  /**
   * Locks the invitation (a limit of INVITATION_LIMITS was passed): no code works any more and every call of the
   * link answers "locked" until the security office sends the invitation again. Saved and audited (ACTION
   * INVITATION_LOCKED, with the counts; never a code).
   */
  private async lock(em: EntityManager, inv: Invitation, reason: 'CODES_ISSUED' | 'WRONG_CODES'): Promise<Refusal> {
    Object.assign(inv, { lockedAt: new Date(), otpHash: null, otpExpiresAt: null });
    await em.getRepository(Invitation).save(inv);
    await this.audit.write(em, {
      eventType: 'ACTION',
      action: 'INVITATION_LOCKED',
      objectTable: 'invitation',
      objectId: inv.id,
      details: { reason, codesIssued: inv.codesIssued, wrongCodes: inv.wrongCodes, limits: INVITATION_LIMITS },
    });
    return refuse(G.locked);
  }

  /**
   * Opening the link: e-mails a new code to the invited address (any earlier code stops working), up to
   * INVITATION_LIMITS.codes per link; the opening after the last of them locks the invitation.
   */
  async validate(userdata: string): Promise<void> {
    await this.withLink(userdata, async (em, inv) => {
      if (inv.codesIssued >= INVITATION_LIMITS.codes) return this.lock(em, inv, 'CODES_ISSUED');
      const code = sixDigits();
      Object.assign(inv, {
        status: 'VALIDATED',
        validatedAt: inv.validatedAt ?? new Date(),
        otpHash: otpHashOf(inv.id, code),
        otpExpiresAt: new Date(Date.now() + INVITATION_OTP_MINUTES * 60_000),
        otpAttempts: 0,
        otpPassedAt: null,
        codesIssued: inv.codesIssued + 1,
      });
      await em.getRepository(Invitation).save(inv);
      await this.mail.send(
        {
          to: inv.email,
          template: 'INVITATION_CODE',
          values: { name: `${inv.firstName} ${inv.lastName}`, code, minutes: INVITATION_OTP_MINUTES },
        },
        { tenantId: inv.tenantId, actorId: null },
      );
    });
  }

  /**
   * The e-mailed code: right once, within its minutes and attempts; answers the names the form shows. Every wrong
   * code also counts towards INVITATION_LIMITS.wrongCodes of the link; the last one locks the invitation.
   */
  async submitOtp(dto: SubmitOtpDto): Promise<InviteeNamesDto> {
    return this.withLink(dto.userdata, async (em, inv) => {
      if (!inv.otpHash || !inv.otpExpiresAt || inv.otpExpiresAt <= new Date()) return refuse(M.otpInvalid);
      if (inv.otpAttempts >= INVITATION_OTP_ATTEMPTS) return refuse(M.otpTooManyAttempts);
      if (!safeEqual(Buffer.from(inv.otpHash), Buffer.from(otpHashOf(inv.id, dto.otp.trim())))) {
        inv.otpAttempts += 1;
        inv.wrongCodes += 1;
        if (inv.wrongCodes >= INVITATION_LIMITS.wrongCodes) return this.lock(em, inv, 'WRONG_CODES');
        await em.getRepository(Invitation).save(inv);
        return refuse(inv.otpAttempts >= INVITATION_OTP_ATTEMPTS ? M.otpTooManyAttempts : M.otpInvalid);
      }
      Object.assign(inv, { status: 'OTP_PASSED', otpHash: null, otpExpiresAt: null, otpPassedAt: new Date() });
      await em.getRepository(Invitation).save(inv);
      return { firstName: inv.firstName, lastName: inv.lastName, workEmail: inv.email };
    });
  }

  /**
   * The form: completes the person's biographic and citizenship record, consumes the link and raises the
   * security office's review action on the person.
   *
   * An SSN already on another person's record of the tenant (same blind index) is not refused: a refusal would
   * tell whoever holds the link that the number belongs to someone here. The invitee gets the answer of any
   * good submission, and the work differs only by one more open action; the link is used up by this one
   * submission either way, so its holder cannot repeat it to time the difference. What the security office gets:
   * - the rest of the form completes the invitee's record as usual, but the SSN is not applied to it (the record
   *   keeps the SSN it had, usually none), so the two records never share, merge or overwrite a number;
   * - nothing else is kept of the submitted SSN: it is the one on the other person's record (equal blind
   *   index), which those allowed to see SSNs can reveal there;
   * - an open action on the invitee's record names the two people (never the number) for the FSO to resolve,
   *   and no user account can be created from the invitation while it is open (forUserAccount).
   * No SSN is logged or put in an answer, an action or an audit row (the person's SSN columns are sensitive).
   */
  async submitInvitee(dto: SubmitInviteeDto): Promise<void> {
    await this.withLink(dto.userdata, async (em, inv) => {
      if (inv.status !== 'OTP_PASSED') return refuse(M.otpFirst);
      const crossField = biographicCrossFieldErrors(dto);
      if (crossField.length) return refuse(crossField.map((e) => e.message).join('; '));
      const birthCountryId = dto.birthAddress?.countryId ?? DEFAULT_COUNTRY_ID;
      await this.refs.checkCountries([
        [L.citizenshipCountryId, dto.citizenshipCountryId],
        [L.secondCitizenshipCountryId, dto.secondCitizenshipCountryId],
        [L.birthCountryId, birthCountryId],
      ]);
      await this.refs.checkState(L.birthState, birthCountryId, dto.birthAddress?.state?.trim());
      const person = await em.getRepository(Personnel).findOneBy({ id: inv.personnelId });
      if (!person) return refuse(M.linkInvalid);
      const digits = normalizeSsn(dto.ssn)!;
      const cfg = config();
      const hmac = ssnBlindIndex(digits, inv.tenantId, cfg.ssnHmacKey);
      const ssnEncrypted = encryptSsn(digits, inv.tenantId, cfg.ssnEncryptionKey);
      const [holder] = await em.query<
        Array<{ first_name: string; last_name: string; employee_id: string | null; work_email: string | null }>
      >(`SELECT first_name, last_name, employee_id, work_email FROM personnel WHERE ssn_hmac = $1 AND id <> $2::uuid LIMIT 1`, [
        hmac,
        person.id,
      ]);
      Object.assign(person, {
        middleName: dto.middleName?.trim() || person.middleName,
        // held back on a conflict: the record keeps the SSN it had (see above)
        ...(holder ? {} : { ssnEncrypted, ssnHmac: hmac }),
        genderType: dto.genderType,
        maritalStatus: dto.maritalStatus,
        birthDate: dto.birthDate,
        birthCountryId,
        birthCity: dto.birthAddress?.city?.trim() || null,
        birthState: dto.birthAddress?.state?.trim() || null,
        citizenshipCountryId: dto.citizenshipCountryId,
        citizenshipType: dto.citizenshipType,
        secondCitizenshipCountryId: dto.citizenshipType === 'DUAL_CITIZENSHIP' ? (dto.secondCitizenshipCountryId ?? null) : null,
        usCitizenshipDate: dto.citizenshipType === 'BORN_IN_US' ? dto.birthDate : (dto.usCitizenshipDate ?? null),
        alienRegistrationNumber: dto.alienRegistrationNumber?.trim() || null,
        passportNumber: dto.passportNumber?.trim() || null,
        passportIssueDate: dto.passportIssueDate ?? null,
        passportExpiryDate: dto.passportExpiryDate ?? null,
      });
      await em.getRepository(Personnel).save(person);
      Object.assign(inv, { status: 'SUBMITTED', submittedAt: new Date(), tokenHash: null, tokenExpiresAt: null });
      await em.getRepository(Invitation).save(inv);
      const name = `${person.firstName} ${person.lastName}`;
      await this.openActions.raise({
        personnelId: person.id,
        actionType: 'OTHER',
        title: M.reviewAction(name),
        description: M.reviewActionText,
        sourceKey: `invitation-review:${inv.id}`,
      });
      if (holder) {
        await this.openActions.raise({
          personnelId: person.id,
          actionType: 'OTHER',
          title: G.ssnConflictAction(name, personLabel(holder)),
          description: G.ssnConflictActionText(name, personLabel(holder)),
          sourceKey: ssnConflictKey(inv.id),
        });
      }
      await this.events.emit('personnel.changed', { personnelId: person.id });
      return undefined;
    });
  }
}
