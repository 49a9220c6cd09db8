import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  CLEARANCE_ACTION,
  CLEARANCE_LEVEL,
  CLEARANCE_VERIFICATION_MESSAGES as M,
  type ClearanceVerificationStatus,
  labelOf,
  NEW_HIRE_MESSAGES,
  newHireActionKey,
  OPEN_ACTION_MESSAGES as OA,
  type OpenActionType,
  requiredDocumentLabel,
  TERMINATION_STEP_VALUES,
  TERMINATION_STEPS,
  terminationActionKey,
} from '@clearline/shared';
import { type EntityManager, In } from 'typeorm';
import { TenantDb } from '../../core/database/tenant-db';
import {
  type OpenActionLedger,
  type OpenActionRecord,
  ProvidesOpenActions,
  RaisesOpenActions,
} from '../../core/events/open-action-reactions';
import { Facility } from '../facilities';
import { registerOpenActionPeople } from '../open-actions';
import { SettingsService, tenantTodaySql } from '../settings';
import { ClearanceRequest, ClearanceVerification } from './clearance-verification.entity';
import { PendingHire } from './new-hire.entity';
import { Personnel, PersonnelDocument } from './personnel.entity';
import { missingTitles, onFile, RequiredDocumentDefaults, switchedOff } from './required-document-defaults';

const verificationKey = (id: string) => `clearance-verification:${id}`;
const reviewKey = (id: string) => `clearance-verification-review:${id}`;
const requestKey = (id: string) => `clearance-request:${id}`;

const MISSING_DOC: OpenActionType = 'MISSING_REQUIRED_DOCUMENT';
const missingKey = (titleId: string) => `missing-doc:${titleId}`;

/** The open action raised for a required document the person has not uploaded (the demo seed raises the same). */
export function missingDocumentAction(titleId: string, p: Pick<Personnel, 'firstName' | 'lastName'>) {
  const label = requiredDocumentLabel(titleId);
  return {
    actionType: MISSING_DOC,
    title: `Missing Required Document: ${label}`,
    description: `${label} is required for ${p.firstName} ${p.lastName} and has not been uploaded.`,
    sourceKey: missingKey(titleId),
    documentTitleId: titleId,
  };
}

/** An action the system resolved (no person completed or closed it). */
const bySystem = (a: OpenActionRecord) =>
  (a.state === 'COMPLETED' && a.completedBy === null) || (a.state === 'CLOSED' && a.closedBy === null);

/** A person's waiver (or hand resolution) that still stands: the fact it was about has not ended since. */
const standing = (a: OpenActionRecord) => a.state !== 'OPEN' && !bySystem(a) && a.lapsedAt === null;

/**
 * The open actions of people's facts:
 * - a termination (spec 02 §9): recording it (PENDING) raises one off-boarding action per step for the FSO, due on the
 *   termination date; accepting it completes the steps the acceptance itself does (the account is disabled), the
 *   other steps stay open until the FSO completes them;
 * - clearance verification: a SENT verification is an action of the person (due on its answer-by day); the answer
 *   completes it and raises the review at the clearance's facility; closing completes the review; expiry closes what
 *   is open. A submitted clearance request is an action at the facility;
 * - a reported new hire (spec 02 §3 "New hire"): the facility's FSOs review it; accepting completes the action,
 *   rejecting closes it with the reason;
 * - a required document the person has not uploaded: one action per missing title, brought in line whenever the
 *   person changes and before a list of the person's actions answers (registered with the open actions at start-up,
 *   with what they need to know of people). A waiver stands until the document arrives or is no longer required; if
 *   it goes missing again later, a new action is raised.
 * The missing documents, the person's side and the review of a clearance verification, the review of a new hire and
 * the account step of a termination close by themselves; the other termination steps and a clearance request are
 * tasks the security office completes.
 */
@Injectable()
@ProvidesOpenActions({
  closesByItself: [
    { sourceKey: /^missing-doc:/, when: OA.whenDocumentUploaded },
    { sourceKey: /^clearance-verification:/, when: OA.whenVerificationAnswered },
    { sourceKey: /^clearance-verification-review:/, when: OA.whenVerificationReviewed },
    { sourceKey: /^new-hire:/, when: OA.whenNewHireDecided },
    { sourceKey: /^termination:[^:]+:ACCOUNT_DISABLE$/, when: OA.whenTerminationAccepted },
  ],
})
export class PersonnelOpenActions implements OnModuleInit {
  constructor(
    private readonly db: TenantDb,
    private readonly defaults: RequiredDocumentDefaults,
    private readonly settings: SettingsService,
  ) {}

  onModuleInit(): void {
    registerOpenActionPeople({
      names: async (ids) =>
        new Map((await this.db.repo(Personnel).findBy({ id: In(ids) })).map((p) => [p.id, `${p.firstName} ${p.lastName}`])),
      linkedTo: async (userId) => (await this.db.repo(Personnel).findOneBy({ userId }))?.id ?? null,
      atFacilitySql: (tenantId, personnelId, facilityId) =>
        `EXISTS (SELECT 1 FROM personnel_facility pf WHERE pf.tenant_id = ${tenantId} AND pf.personnel_id = ${personnelId} AND pf.facility_id = ${facilityId})`,
      openVerificationsAtFacility: (facilityId) => openVerificationsAtFacility(this.db.em(), facilityId),
      reconcile: async (personnelId, ledger) => {
        const p = await this.db.repo(Personnel).findOneBy({ id: personnelId });
        if (p) await this.reconcileMissingDocuments(p, ledger);
      },
    });
  }

  private async nameOf(personnelId: string): Promise<string> {
    const person = await this.db.repo(Personnel).findOneBy({ id: personnelId });
    return person ? `${person.firstName} ${person.lastName}` : '';
  }

  @RaisesOpenActions('personnel.termination.changed')
  async onTermination({ terminationId }: { terminationId: string }, actions: OpenActionLedger): Promise<void> {
    const [t] = await this.db
      .em()
      .query<Array<{ personnel_id: string; status: string; termination_date: string; first_name: string; last_name: string }>>(
        `SELECT t.personnel_id, t.status, to_char(t.termination_date, 'YYYY-MM-DD') AS termination_date, p.first_name, p.last_name
         FROM personnel_termination t JOIN personnel p ON p.tenant_id = t.tenant_id AND p.id = t.personnel_id WHERE t.id = $1`,
        [terminationId],
      );
    if (!t) return;
    if (t.status === 'PENDING') {
      const name = `${t.first_name} ${t.last_name}`;
      for (const step of TERMINATION_STEP_VALUES) {
        await actions.raise({
          personnelId: t.personnel_id,
          actionType: 'OTHER',
          title: TERMINATION_STEPS[step].title,
          description: TERMINATION_STEPS[step].description.replace('{name}', name),
          sourceKey: terminationActionKey(terminationId, step),
          dueDate: t.termination_date,
        });
      }
      return;
    }
    for (const step of TERMINATION_STEP_VALUES.filter((s) => TERMINATION_STEPS[s].byAcceptance)) {
      for (const a of await actions.open(t.personnel_id, { sourceKey: terminationActionKey(terminationId, step) })) {
        await actions.settle(a, 'COMPLETED');
      }
    }
  }

  @RaisesOpenActions('clearance-verification.changed')
  async onVerification({ verificationId }: { verificationId: string }, actions: OpenActionLedger): Promise<void> {
    const v = await this.db.repo(ClearanceVerification).findOneBy({ id: verificationId });
    if (!v) return;
    const name = await this.nameOf(v.personnelId);
    switch (v.status) {
      case 'SENT':
        await actions.raise({
          personnelId: v.personnelId,
          actionType: 'OTHER',
          sourceKey: verificationKey(v.id),
          title: M.personActionTitle,
          description: M.personActionDescription(labelOf(CLEARANCE_LEVEL, v.onRecord.pclEligibility)),
          dueDate: v.expiresOn,
        });
        return;
      case 'NEEDS_REVIEW':
        await actions.resolveSource(v.personnelId, verificationKey(v.id), 'COMPLETED', 'Answered and attested.');
        await actions.raise({
          personnelId: null,
          facilityId: v.facilityId,
          actionType: 'OTHER',
          sourceKey: reviewKey(v.id),
          title: M.reviewActionTitle(name),
          description: M.reviewActionDescription(name),
        });
        return;
      case 'CLOSED':
        return actions.resolveSource(null, reviewKey(v.id), 'COMPLETED', 'Verified by the security office.');
      case 'EXPIRED':
        return actions.resolveSource(v.personnelId, verificationKey(v.id), 'CLOSED', 'The clearance verification expired unanswered.');
    }
  }

  @RaisesOpenActions('clearance-request.changed')
  async onClearanceRequest({ requestId }: { requestId: string }, actions: OpenActionLedger): Promise<void> {
    const r = await this.db.repo(ClearanceRequest).findOneBy({ id: requestId });
    if (!r || r.status !== 'SUBMITTED') return;
    const name = await this.nameOf(r.personnelId);
    await actions.raise({
      personnelId: null,
      facilityId: r.facilityId,
      actionType: 'OTHER',
      sourceKey: requestKey(r.id),
      title: M.requestActionTitle(labelOf(CLEARANCE_ACTION, r.action), name),
      description: r.justification,
      dueDate: r.neededBy,
    });
  }

  @RaisesOpenActions('personnel.new-hire.reported')
  async onNewHireReported({ pendingHireId }: { pendingHireId: string }, actions: OpenActionLedger): Promise<void> {
    const hire = await this.db.repo(PendingHire).findOneByOrFail({ id: pendingHireId });
    const facility = await this.db.repo(Facility).findOneByOrFail({ id: hire.facilityId });
    const name = `${hire.firstName} ${hire.lastName}`;
    await actions.raise({
      personnelId: null,
      facilityId: hire.facilityId,
      actionType: 'OTHER',
      title: NEW_HIRE_MESSAGES.actionTitle(name, facility.facilityName),
      description: NEW_HIRE_MESSAGES.actionDescription(name, hire.reportedBy ?? 'A manager'),
      sourceKey: newHireActionKey(hire.id),
      dueDate: hire.startDate,
    });
  }

  @RaisesOpenActions('personnel.new-hire.decided')
  async onNewHireDecided({ pendingHireId }: { pendingHireId: string }, actions: OpenActionLedger): Promise<void> {
    const hire = await this.db.repo(PendingHire).findOneByOrFail({ id: pendingHireId });
    const [action] = await actions.open(null, { sourceKey: newHireActionKey(hire.id) });
    if (!action) return;
    const decided = { at: hire.decidedAt, by: hire.decidedBy };
    if (hire.status === 'ACCEPTED') await actions.settle(action, 'COMPLETED', undefined, decided);
    else await actions.settle(action, 'CLOSED', hire.decisionReason, decided);
  }

  /** A person was created or changed: their missing-document actions follow, in the same transaction. */
  @RaisesOpenActions('personnel.changed')
  async onPersonnelChanged({ personnelId }: { personnelId: string }, actions: OpenActionLedger): Promise<void> {
    const p = await this.db.repo(Personnel).findOneBy({ id: personnelId });
    if (p) await this.reconcileMissingDocuments(p, actions);
  }

  /** Whether the tenant applies its required-document defaults (RDD_APPLY_TO_NEW_RECORDS). */
  private async defaultsApply(): Promise<boolean> {
    return Boolean(await this.settings.getTenant<boolean>(this.db.tenantId(), 'RDD_APPLY_TO_NEW_RECORDS'));
  }

  /** Brings the person's missing-document actions in line with their documents (idempotent; each change audited). */
  private async reconcileMissingDocuments(p: Personnel, actions: OpenActionLedger): Promise<void> {
    const docs = await this.db.repo(PersonnelDocument).findBy({ personnelId: p.id });
    const { missing } = missingTitles(await this.defaults.titlesFor(p), docs);
    const history = await actions.history(p.id, MISSING_DOC);
    const latest = new Map<string, OpenActionRecord>();
    for (const a of history) if (a.sourceKey && !latest.has(a.sourceKey)) latest.set(a.sourceKey, a);
    const missingSet = new Set(missing);
    for (const title of missing) {
      const last = latest.get(missingKey(title));
      // a person's waiver stands while the document stays missing; an action the system resolved, or a waiver whose
      // document arrived since, comes back when the document is missing again
      if (last && (last.state === 'OPEN' || standing(last))) continue;
      await actions.raise({ personnelId: p.id, ...missingDocumentAction(title, p) });
    }
    // switched off for the person, or the defaults (still applied) no longer match them; when RDD_APPLY_TO_NEW_RECORDS
    // is off the defaults are not applied to new records, but an obligation already raised stays until the document arrives
    const noLongerRequired = async (title: string) => switchedOff(title, docs) || (await this.defaultsApply());
    for (const a of history) {
      const title = a.documentTitleId;
      if (!title || missingSet.has(title)) continue;
      if (a.state === 'OPEN') {
        if (onFile(title, docs)) {
          await actions.settle(a, 'COMPLETED', 'The required document is on file.', { at: new Date(), by: null });
        } else if (await noLongerRequired(title)) {
          await actions.settle(a, 'CLOSED', 'The document is no longer required for this person.', { at: new Date(), by: null });
        }
      } else if (latest.get(a.sourceKey ?? '') === a && standing(a) && (onFile(title, docs) || (await noLongerRequired(title)))) {
        // what the waiver was about has ended: should the document go missing again, a new action is raised
        await actions.lapse(a);
      }
    }
  }
}

/** The facility's verifications still open (sent, or answered and waiting for review), answered ones first. */
export async function openVerificationsAtFacility(em: EntityManager, facilityId: string) {
  const rows = await em.query<
    Array<{
      id: string;
      personnel_id: string;
      name: string;
      status: ClearanceVerificationStatus;
      level: string | null;
      requested_by: string | null;
      created_at: Date;
      expires_on: string;
    }>
  >(
    `SELECT v.id, v.personnel_id, p.first_name || ' ' || p.last_name AS name, v.status, v.on_record->>'pclEligibility' AS level,
            v.requested_by, v.created_at, to_char(v.expires_on, 'YYYY-MM-DD') AS expires_on
       FROM clearance_verification v JOIN personnel p ON p.tenant_id = v.tenant_id AND p.id = v.personnel_id
      WHERE v.facility_id = $1 AND (v.status = 'NEEDS_REVIEW' OR (v.status = 'SENT' AND v.expires_on >= ${tenantTodaySql('v.tenant_id')}))
      ORDER BY (v.status = 'NEEDS_REVIEW') DESC, v.created_at, v.id`,
    [facilityId],
  );
  return rows.map((r) => ({
    id: r.id,
    personnelId: r.personnel_id,
    personName: r.name,
    status: r.status,
    pclEligibility: r.level,
    requestedBy: r.requested_by,
    createdAt: r.created_at,
    expiresOn: r.expires_on,
  }));
}
