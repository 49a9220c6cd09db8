import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { FACILITY_DETAIL_MESSAGES as M, MAX_PAGE_SIZE, WORKFLOW_RETRY_STATUS_VALUES, WORKFLOW_RETRY_TYPE_VALUES } from '@clearline/shared';
import type { WorkflowRetryType } from '@clearline/shared';
import { RequestContext } from '../../core/context/request-context';
import { checkVersion } from '../../core/database/entity-helpers';
import { recordNotFound, TenantDb } from '../../core/database/tenant-db';
import { SettingsService } from '../settings';
import type { Page } from '../../core/http/list-query';
import { defineList, pageOf, parseList } from '../../core/http/list';
import type { Job } from 'bullmq';
import { isTemplatedMail, MailService, openMailPayload, type MailJobPayload } from '../../core/mail/mail.service';
import type { OnJobFailed } from '../../core/queue/job-handler';
import type { JobPayload } from '../../core/queue/queues';
import { Note } from '../notes';
import { facilityPeople } from './facility-people';
import type { FacilityNoteDto, FacilityNoteInputDto, WorkflowRetryDto, WorkflowRetryResolveDto } from './facility-detail.dto';
import { FacilityWorkflowRetry } from './facility-detail.entity';
import { Facility } from './facility.entity';

/** The section name a note on a facility's record carries. */
export const FACILITY_NOTE_SECTION = 'FACILITY';

/** GET /facilities/{id}/detail/workflow_retries: newest failure first */
export const WORKFLOW_RETRY_LIST = defineList({
  resource: 'facility-workflow-retries',
  sortable: { failedAt: 'r.failedAt', lastAttemptAt: 'r.lastAttemptAt', status: 'r.status', attempts: 'r.attempts' },
  defaultSort: { field: 'failedAt', direction: 'DESC' },
  id: 'r.id',
  quickFilter: ['r.subject', 'r.lastError'],
  filters: {
    status: { type: 'enum', column: 'r.status', values: WORKFLOW_RETRY_STATUS_VALUES, description: 'every status when absent' },
    workflowType: { type: 'enum', column: 'r.workflowType', values: WORKFLOW_RETRY_TYPE_VALUES },
  },
  defaultSize: MAX_PAGE_SIZE,
});

/** GET /facilities/{id}/detail/notes: newest first */
export const FACILITY_NOTE_LIST = defineList({
  resource: 'facility-notes',
  sortable: { createdAt: 'n.createdAt', updatedAt: 'n.updatedAt' },
  defaultSort: { field: 'createdAt', direction: 'DESC' },
  id: 'n.id',
  quickFilter: ['n.content'],
  filters: {},
  defaultSize: MAX_PAGE_SIZE,
});

/** The mail job id of a retry (see retry()): the retry's id and the attempt. */
const RETRY_JOB = /^workflow-retry-([0-9a-f-]{36})-\d+$/;
/** The mail job id of a daily reminder digest (modules/reminders). */
const REMINDER_JOB = /^reminders-/;

/**
 * What the Workflow Retries and Notes tabs of a facility read and change. A reminder e-mail the
 * mail queue gives up for good is recorded here as a failed step of each facility of its recipient (OnJobFailed).
 */
@Injectable()
export class FacilityDetailService implements OnJobFailed {
  constructor(
    private readonly db: TenantDb,
    private readonly mail: MailService,
    private readonly settings: SettingsService,
  ) {}

  facility(id: string): Promise<Facility> {
    return this.db.findOr404(Facility, id, 'Facility');
  }

  // ------------------------------------------------------------------ workflow retries

  async workflowRetries(facilityId: string, query: Record<string, unknown>): Promise<Page<WorkflowRetryDto>> {
    const q = parseList(WORKFLOW_RETRY_LIST, query);
    await this.facility(facilityId);
    const qb = this.db.repo(FacilityWorkflowRetry).createQueryBuilder('r').where('r.facilityId = :facilityId', { facilityId });
    return pageOf(qb, WORKFLOW_RETRY_LIST, q, (rows) => this.retryViews(rows));
  }

  /**
   * Records a step that failed for good (audited); a step already recorded as FAILED for the same person and subject
   * counts one more attempt instead.
   */
  async recordFailure(input: {
    facilityId: string;
    workflowType: WorkflowRetryType;
    personnelId: string | null;
    subject: string;
    error: string;
  }): Promise<FacilityWorkflowRetry> {
    const repo = this.db.repo(FacilityWorkflowRetry);
    const now = new Date();
    const open = await repo.findOneBy({
      facilityId: input.facilityId,
      workflowType: input.workflowType,
      subject: input.subject,
      status: 'FAILED',
    });
    if (open) {
      Object.assign(open, { attempts: open.attempts + 1, lastError: input.error, lastAttemptAt: now });
      return repo.save(open);
    }
    const { error, ...step } = input;
    return repo.save(repo.create({ ...step, lastError: error, status: 'FAILED', attempts: 1, failedAt: now, lastAttemptAt: now }));
  }

  /**
   * Queues the step again: for REMINDER_EMAIL a reminder digest of the person's open actions to their work e-mail
   * (a new 'mail.send' job). A RESOLVED step is refused; so is one whose person has no work e-mail.
   */
  async retry(facilityId: string, retryId: string): Promise<WorkflowRetryDto> {
    const r = await this.findRetry(facilityId, retryId);
    if (r.status === 'RESOLVED') throw new ConflictException(M.retryNotAllowed(r.status));
    const em = this.db.em();
    const person = r.personnelId ? await facilityPeople().contact(em, r.personnelId) : null;
    if (!person) throw new ConflictException(M.noSubject);
    if (!person.workEmail) throw new ConflictException(M.noRecipient(person.name));
    const [tenant] = await em.query<Array<{ name: string }>>(`SELECT name FROM tenant WHERE id = $1`, [this.db.tenantId()]);
    const actions = await em.query<Array<{ title: string; due_date: string | null }>>(
      `SELECT title, due_date::text FROM open_action WHERE personnel_id = $1 AND state = 'OPEN' ORDER BY due_date NULLS LAST, created_at`,
      [person.id],
    );
    const items = actions.length ? actions.map((a) => (a.due_date ? `${a.title} — due ${a.due_date}` : a.title)) : [r.subject];
    const today = await this.settings.tenantToday();
    const attempt = r.attempts + 1;
    const jobId = await this.mail.send(
      {
        to: person.workEmail,
        template: 'REMINDER_DIGEST',
        values: { tenantName: tenant?.name ?? '', day: today, itemCount: `${items.length} item${items.length === 1 ? '' : 's'}`, items },
      },
      {},
      { jobId: `workflow-retry-${r.id}-${attempt}` },
    );
    Object.assign(r, { status: 'RETRIED', attempts: attempt, lastAttemptAt: new Date(), queueJobId: jobId ?? null });
    return (await this.retryViews([await this.db.repo(FacilityWorkflowRetry).save(r)]))[0];
  }

  /**
   * The mail queue gave a job up for good (worker hook). A retried reminder e-mail goes back to FAILED with the
   * error; a daily reminder digest to one of the tenant's people becomes a failed step of each of their facilities.
   * The recipient is only looked up, never stored; the error of a mail job never names it (MailJob).
   */
  async onJobFailed(job: Job<JobPayload>, error: Error): Promise<void> {
    if (job.name !== 'mail.send' || !job.data?.tenantId) return;
    const id = String(job.id ?? '');
    const reason = (error.message || String(error)).slice(0, 500);
    const retryId = RETRY_JOB.exec(id)?.[1];
    if (retryId) {
      await this.db.run(async () => {
        const repo = this.db.repo(FacilityWorkflowRetry);
        const r = await repo.findOneBy({ id: retryId });
        if (!r || r.status === 'RESOLVED') return;
        Object.assign(r, { status: 'FAILED', lastError: reason, lastAttemptAt: new Date() });
        await repo.save(r);
      });
      return;
    }
    if (!REMINDER_JOB.test(id)) return;
    const mail = openMailPayload(job.data as MailJobPayload);
    const items = isTemplatedMail(mail) && Array.isArray(mail.values.items) ? mail.values.items.length : 0;
    await this.db.run(async () => {
      const people = await facilityPeople().byWorkEmail(this.db.em(), mail.to);
      for (const p of people) {
        await this.recordFailure({
          facilityId: p.facilityId,
          workflowType: 'REMINDER_EMAIL',
          personnelId: p.id,
          subject: `Reminder digest (${items} item${items === 1 ? '' : 's'}): ${p.name}`,
          error: reason,
        });
      }
    });
  }

  /** Closes the step without another attempt (the FSO dealt with it another way). */
  async resolve(facilityId: string, retryId: string, body: WorkflowRetryResolveDto): Promise<WorkflowRetryDto> {
    const r = await this.findRetry(facilityId, retryId);
    if (r.status === 'RESOLVED') throw new ConflictException(M.resolveNotAllowed);
    Object.assign(r, {
      status: 'RESOLVED',
      resolvedAt: new Date(),
      resolvedBy: RequestContext.require().user?.username ?? null,
      resolutionNote: body.note?.trim() || null,
    });
    return (await this.retryViews([await this.db.repo(FacilityWorkflowRetry).save(r)]))[0];
  }

  private async findRetry(facilityId: string, retryId: string): Promise<FacilityWorkflowRetry> {
    await this.facility(facilityId);
    const r = await this.db.findOr404(FacilityWorkflowRetry, retryId, 'Workflow retry');
    if (r.facilityId !== facilityId) throw recordNotFound('Workflow retry', retryId);
    return r;
  }

  /** The names of the users `ids` (their full name, else their username), by id. */
  private async userNames(ids: string[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids)];
    if (!wanted.length) return new Map();
    const rows = await this.db
      .em()
      .query<Array<{ id: string; name: string }>>(
        `SELECT id, coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), ''), username) AS name FROM app_user WHERE id = ANY ($1::uuid[])`,
        [wanted],
      );
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  private async retryViews(rows: FacilityWorkflowRetry[]): Promise<WorkflowRetryDto[]> {
    const ids = [...new Set(rows.flatMap((r) => (r.personnelId ? [r.personnelId] : [])))];
    const people = ids.length ? await facilityPeople().names(this.db.em(), ids) : new Map<string, string>();
    return rows.map((r) => ({
      id: r.id,
      version: r.version,
      facilityId: r.facilityId,
      workflowType: r.workflowType,
      personnelId: r.personnelId,
      personnelName: (r.personnelId && people.get(r.personnelId)) || null,
      subject: r.subject,
      attempts: r.attempts,
      lastError: r.lastError,
      status: r.status,
      failedAt: r.failedAt.toISOString(),
      lastAttemptAt: r.lastAttemptAt.toISOString(),
      queueJobId: r.queueJobId,
      resolvedAt: r.resolvedAt ? r.resolvedAt.toISOString() : null,
      resolvedBy: r.resolvedBy,
      resolutionNote: r.resolutionNote,
    }));
  }

  // ------------------------------------------------------------------ notes

  async notes(facilityId: string, query: Record<string, unknown>): Promise<Page<FacilityNoteDto>> {
    const q = parseList(FACILITY_NOTE_LIST, query);
    await this.facility(facilityId);
    const qb = this.db.repo(Note).createQueryBuilder('n').where('n.facilityId = :facilityId', { facilityId });
    return pageOf(qb, FACILITY_NOTE_LIST, q, (rows) => this.noteViews(rows));
  }

  async addNote(facilityId: string, body: FacilityNoteInputDto): Promise<FacilityNoteDto> {
    await this.facility(facilityId);
    const repo = this.db.repo(Note);
    const note = await repo.save(
      repo.create({ sectionName: FACILITY_NOTE_SECTION, facilityId, content: body.content.trim(), authorId: this.me() }),
    );
    return (await this.noteViews([note]))[0];
  }

  async updateNote(facilityId: string, noteId: string, body: FacilityNoteInputDto): Promise<FacilityNoteDto> {
    const note = await this.myNote(facilityId, noteId);
    checkVersion(note, body.version);
    note.content = body.content.trim();
    return (await this.noteViews([await this.db.repo(Note).save(note)]))[0];
  }

  async removeNote(facilityId: string, noteId: string): Promise<void> {
    await this.db.repo(Note).remove(await this.myNote(facilityId, noteId));
  }

  /** A note of the facility the caller wrote: another's answers 403, a note of another facility 404. */
  private async myNote(facilityId: string, noteId: string): Promise<Note> {
    await this.facility(facilityId);
    const note = await this.db.findOr404(Note, noteId, 'Note');
    if (note.facilityId !== facilityId) throw recordNotFound('Note', noteId);
    if (note.authorId !== this.me()) throw new ForbiddenException(M.noteOfAnother);
    return note;
  }

  private me(): string {
    const user = RequestContext.require().user;
    if (!user) throw new Error('FacilityDetailService needs a signed-in user');
    return user.id;
  }

  private async noteViews(rows: Note[]): Promise<FacilityNoteDto[]> {
    const authors = await this.userNames(rows.map((n) => n.authorId));
    const me = RequestContext.require().user?.id;
    return rows.map((n) => ({
      id: n.id,
      version: n.version,
      facilityId: n.facilityId!,
      content: n.content,
      authorId: n.authorId,
      authorName: authors.get(n.authorId) ?? null,
      mine: n.authorId === me,
      createdAt: n.createdAt.toISOString(),
      updatedAt: n.updatedAt.toISOString(),
    }));
  }
}
