import { Injectable } from '@nestjs/common';
import { ANNUAL_TRAINING_TITLE, FACILITY_BULK_MESSAGES as M, type FacilityBulkOutcome, requiredDocumentLabel } from '@clearline/shared';
import { type Job, UnrecoverableError } from 'bullmq';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../../core/audit/audit.service';
import { TenantDb } from '../../core/database/tenant-db';
import { MailService } from '../../core/mail/mail.service';
import { JobHandler, type JobRunner } from '../../core/queue/job-handler';
import type { RunPayload } from '../../core/queue/queues';
import { StorageService } from '../../core/storage/storage.service';
import { DocumentRecord } from '../documents';
import { RunExecutor } from '../jobs';
import { SettingsService } from '../settings';
import type { BulkActionItemDto } from './facility-bulk.dto';
import {
  BULK_JOB,
  type BulkParameters,
  type BulkResult,
  type BulkSource,
  type BulkTarget,
  countKey,
  emptyCounts,
} from './facility-bulk.service';
import { FacilityDocument } from './facility-documents.entity';
import { facilityPeople } from './facility-people';

type Outcome = Omit<BulkActionItemDto, 'id' | 'name'>;
const outcome = (o: FacilityBulkOutcome, detail: string | null, recordId: string | null = null): Outcome => ({
  outcome: o,
  detail,
  recordId,
});

/** A facility bulk action: the run (job_run) holds what to do and to whom; the upload is stored before it is queued. */
export interface FacilityBulkPayload extends RunPayload {
  runId: string;
}

declare module '../../core/queue/queues' {
  interface JobPayloads {
    'facilities.bulk-action': FacilityBulkPayload;
  }
}

/**
 * Works through a bulk action run: one transaction per person (or facility), each audited, one outcome
 * each. A person who left the facility or became inactive since the run was queued is skipped; a
 * failure of one person is recorded as FAILED and the run goes on with the next.
 */
@Injectable()
@JobHandler(BULK_JOB, 'maintenance')
export class FacilityBulkJob implements JobRunner<FacilityBulkPayload> {
  constructor(
    private readonly db: TenantDb,
    private readonly runs: RunExecutor,
    private readonly storage: StorageService,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly settings: SettingsService,
  ) {}

  async run(job: Job<FacilityBulkPayload>) {
    const { tenantId, runId, actorId } = job.data;
    if (!tenantId) throw new UnrecoverableError('A bulk action needs a tenant');
    const requestId = `job:${job.queueName}:${job.id}`;
    const inTenant = <T>(fn: (em: EntityManager) => Promise<T>) => this.db.inTenant(tenantId, fn, { requestId });
    // the run row was written by the request: opening it waits for that transaction to commit
    return this.runs.execute(job, { kind: 'TASK', task: BULK_JOB, title: 'Facility bulk action' }, async (ctx) => {
      const p = ctx.run.parameters as unknown as BulkParameters;
      if (!Array.isArray(p?.targets)) throw new UnrecoverableError('The bulk action was not recorded (its request failed)');
      const counts = emptyCounts();
      const items: BulkActionItemDto[] = [];
      for (const [i, target] of p.targets.entries()) {
        let o: Outcome;
        try {
          o = await inTenant((em) => this.item(em, p, target, { runId, actorId, index: i }));
        } catch (e) {
          o = outcome('FAILED', (e as Error).message?.slice(0, 300) || 'Failed');
        }
        items.push({ id: target.id, name: target.name, ...o });
        counts[countKey(o.outcome)] += 1;
        ctx.progress(((i + 1) / p.targets.length) * 100, i + 1);
      }
      const result: BulkResult = { counts, items };
      await inTenant((em) =>
        this.audit.write(em, {
          eventType: 'ACTION',
          action: 'FACILITY_BULK_ACTION_FINISHED',
          objectTable: p.facilityId ? 'facility' : 'job_run',
          objectId: p.facilityId ?? runId,
          userId: actorId,
          username: null,
          details: { jobRunId: runId, action: p.action, ...counts },
        }),
      );
      // each record has its own copy: the staged upload is no longer needed
      if (p.source) await this.storage.delete(p.source.key).catch(() => undefined);
      return { rows: items.length, result: result as unknown as Record<string, unknown> };
    });
  }

  private item(em: EntityManager, p: BulkParameters, target: BulkTarget, run: { runId: string; actorId: string | null; index: number }) {
    switch (p.action) {
      case 'SEND_REMINDER':
        return this.remind(em, p, target, run);
      case 'ANNUAL_TRAINING':
      case 'UPLOAD_EMPLOYEE_DOCUMENT':
        return this.attachToPerson(em, p, target, run.actorId);
      case 'UPLOAD_FACILITY_DOCUMENT':
        return this.attachToFacility(em, p, target, run.actorId);
    }
  }

  /** The person, when still active at the facility (and cleared, for the annual training). */
  private person(em: EntityManager, p: BulkParameters, target: BulkTarget) {
    return facilityPeople().activeAt(em, p.facilityId!, target.id, p.action === 'ANNUAL_TRAINING');
  }

  private async remind(em: EntityManager, p: BulkParameters, target: BulkTarget, run: { runId: string; actorId: string | null }) {
    const person = await this.person(em, p, target);
    if (!person) return outcome('SKIPPED', M.skippedNoLongerActive);
    const actions = await em.query<Array<{ title: string; due_date: string | null }>>(
      `SELECT title, to_char(due_date, 'YYYY-MM-DD') AS due_date FROM open_action
        WHERE personnel_id = $1 AND state = 'OPEN' ORDER BY due_date NULLS LAST, created_at, id`,
      [person.id],
    );
    if (!actions.length) return outcome('SKIPPED', M.skippedNoOpenActions);
    const to = person.workEmail?.trim();
    if (!to) return outcome('SKIPPED', M.skippedNoEmail);
    const n = actions.length;
    await this.mail.send(
      {
        to,
        template: 'FACILITY_OPEN_ACTIONS_REMINDER',
        values: {
          name: `${person.firstName} ${person.lastName}`,
          facilityName: p.facilityName,
          actionCount: `${n} open ${n === 1 ? 'action' : 'actions'}`,
          actions: actions.map((a) => (a.due_date ? `${a.title} — due ${a.due_date}` : a.title)),
          message: (p.fields.message as string | null) ?? '',
          sender: p.sender,
        },
      },
      { tenantId: this.db.tenantId(), actorId: run.actorId },
      // one e-mail per person and run, also when the job is retried
      { jobId: `facility-bulk-mail-${run.runId}-${person.id}` },
    );
    await this.audit.write(em, {
      eventType: 'ACTION',
      action: 'FACILITY_REMINDER_SENT',
      objectTable: 'personnel',
      objectId: person.id,
      userId: run.actorId,
      username: null,
      details: { jobRunId: run.runId, facilityId: p.facilityId, openActions: n },
    });
    return outcome('SENT', `${n} open ${n === 1 ? 'action' : 'actions'}`);
  }

  /** A copy of the staged upload under a key of its own (each record's file is replaced or deleted on its own). */
  private async copy(source: BulkSource, area: string): Promise<string> {
    const key = this.storage.newKey(area, this.db.tenantId());
    await this.storage.putStream(key, await this.storage.get(source.key), source.mime);
    return key;
  }

  /** A personnel document for the person: the annual training (marks the year's training done) or the chosen document type. */
  private async attachToPerson(em: EntityManager, p: BulkParameters, target: BulkTarget, actorId: string | null) {
    const source = p.source!;
    const person = await this.person(em, p, target);
    if (!person) return outcome('SKIPPED', M.skippedNoLongerActive);
    const people = facilityPeople();
    if (await people.hasDocument(em, person.id, { fileName: source.name, size: source.size })) return outcome('SKIPPED', M.skippedSameFile);
    const training = p.action === 'ANNUAL_TRAINING';
    const today = await this.settings.tenantToday();
    const key = await this.copy(source, 'personnel-documents');
    try {
      const documentId = await people.addDocument(em, person.id, {
        titleId: training ? ANNUAL_TRAINING_TITLE : (p.fields.titleId as string),
        uploadedDate: today,
        dateSigned: training ? (p.fields.completionDate as string) : ((p.fields.dateSigned as string | null) ?? null),
        hideFromPersonnel: training ? false : p.fields.hideFromPersonnel === true,
        fileName: source.name,
        fileKey: key,
        contentType: source.mime,
        size: source.size,
      });
      await this.audit.write(em, {
        eventType: 'ACTION',
        action: training ? 'ANNUAL_TRAINING_RECORDED' : 'EMPLOYEE_DOCUMENT_UPLOADED',
        objectTable: 'personnel_document',
        objectId: documentId,
        userId: actorId,
        username: null,
        details: { personnelId: person.id, facilityId: p.facilityId, fileName: source.name, ...p.fields },
      });
      const what = training
        ? `${p.fields.trainingName as string}, completed ${p.fields.completionDate as string}`
        : requiredDocumentLabel(p.fields.titleId as string);
      return outcome('ATTACHED', `${what} (${source.name})`, documentId);
    } catch (e) {
      await this.storage.delete(key).catch(() => undefined);
      throw e;
    }
  }

  /** A facility document (entity type FACILITY) on the facility, while it is enabled. */
  private async attachToFacility(em: EntityManager, p: BulkParameters, target: BulkTarget, actorId: string | null) {
    const source = p.source!;
    const [facility] = await em.query<Array<{ id: string }>>(`SELECT id FROM facility WHERE id = $1 AND enabled`, [target.id]);
    if (!facility) return outcome('SKIPPED', M.skippedFacilityGone);
    const repo = em.getRepository(DocumentRecord);
    if (await repo.existsBy({ entityType: 'FACILITY', entityId: target.id, fileName: source.name, sizeBytes: source.size })) {
      return outcome('SKIPPED', M.skippedSameFile);
    }
    const key = await this.copy(source, 'documents');
    try {
      const saved = await repo.save(
        repo.create({
          entityType: 'FACILITY',
          entityId: target.id,
          fileName: source.name,
          contentType: source.mime,
          sizeBytes: source.size,
          sha256: source.sha256,
          storageKey: key,
          uploadedBy: actorId,
        }),
      );
      // the Facility Documents tab's record: type, title and expiry of the upload
      const facilityDocuments = em.getRepository(FacilityDocument);
      await facilityDocuments.save(
        facilityDocuments.create({
          facilityId: target.id,
          documentId: saved.id,
          documentType: (p.fields.documentType as string | null) ?? 'OTHER',
          title: p.fields.title as string,
          expiryDate: (p.fields.expiryDate as string | null) ?? null,
          notes: null,
        }),
      );
      await this.audit.write(em, {
        eventType: 'ACTION',
        action: 'FACILITY_DOCUMENT_UPLOADED',
        objectTable: 'document',
        objectId: saved.id,
        userId: actorId,
        username: null,
        details: { facilityId: target.id, fileName: source.name, ...p.fields },
      });
      return outcome('ATTACHED', `${p.fields.title as string} (${source.name})`, saved.id);
    } catch (e) {
      await this.storage.delete(key).catch(() => undefined);
      throw e;
    }
  }
}
