import { createHash, randomUUID } from 'node:crypto';
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import {
  FACILITY_BULK_ACTION,
  FACILITY_BULK_MESSAGES as M,
  type FacilityBulkAction,
  type FacilityBulkOutcome,
  JOB_RUN_STATUSES,
  type JobRunStatus,
} from '@clearline/shared';
import { AuditService } from '../../core/audit/audit.service';
import { RequestContext } from '../../core/context/request-context';
import { isUuid, recordNotFound, TenantDb } from '../../core/database/tenant-db';
import { Page } from '../../core/http/list-query';
import { defineList, pageOfSql, parseList } from '../../core/http/list';
import { QueueService } from '../../core/queue/queue.service';
import { StorageService } from '../../core/storage/storage.service';
import { acceptUpload, singleFile, type UploadedFilePart } from '../../core/storage/upload';
import { DocumentsService } from '../documents';
import { recordQueuedTask, runIdFor } from '../jobs';
import { SettingsService } from '../settings';
import type {
  AnnualTrainingBulkDto,
  BulkActionItemDto,
  BulkActionRunDto,
  SendReminderDto,
  UploadEmployeeDocumentDto,
  UploadFacilityDocumentDto,
} from './facility-bulk.dto';
import { facilityPeople } from './facility-people';
import { Facility } from './facility.entity';

export const BULK_JOB = 'facilities.bulk-action';
export const BULK_QUEUE = 'maintenance';

/** A person (or facility) a run acts on, fixed when the run is queued. */
export interface BulkTarget {
  id: string;
  name: string;
}

/** The upload of a run, stored once before the run is queued; each record gets its own copy. */
export interface BulkSource {
  key: string;
  name: string;
  mime: string;
  size: number;
  sha256: string;
}

/** What a run does, as its job_run parameters hold it (ids and fields only: no file contents, no secrets). */
export interface BulkParameters {
  action: FacilityBulkAction;
  facilityId: string | null;
  facilityName: string | null;
  targets: BulkTarget[];
  source: BulkSource | null;
  fields: Record<string, unknown>;
  /** who started it, as the e-mails sign it */
  sender: string;
}

/** What a finished run recorded (job_run result). */
export interface BulkResult {
  counts: { sent: number; attached: number; skipped: number; failed: number };
  items: BulkActionItemDto[];
}

export const emptyCounts = (): BulkResult['counts'] => ({ sent: 0, attached: 0, skipped: 0, failed: 0 });
export const countKey = (o: FacilityBulkOutcome): keyof BulkResult['counts'] =>
  o === 'SENT' ? 'sent' : o === 'ATTACHED' ? 'attached' : o === 'SKIPPED' ? 'skipped' : 'failed';

/** GET /facilities/{id}/bulk-action/runs: the facility's bulk action runs, newest first (facility-wide uploads that included it too). */
export const BULK_RUN_LIST = defineList({
  resource: 'bulk-action-runs',
  sortable: { createdAt: 'r.created_at' },
  defaultSort: { field: 'createdAt', direction: 'DESC' },
  id: 'r.id',
  filters: { status: { type: 'enum', column: 'r.status', values: JOB_RUN_STATUSES } },
  defaultSize: 20,
});

const RUN_COLUMNS =
  'r.id, r.status, r.progress, r.rows_written, r.title, r.parameters, r.result, r.error, r.created_at, r.started_at, r.finished_at';

interface RunRow {
  id: string;
  status: JobRunStatus;
  progress: number;
  rows_written: string | null;
  title: string;
  parameters: BulkParameters;
  result: BulkResult | null;
  error: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

/**
 * Bulk actions from a facility (spec 03 §2): each request checks the facility, the people and the
 * file, stores the upload once, records a run (job_run) naming every person (or facility) it will act
 * on and queues the run; the job works through them one transaction each and records one outcome per
 * person. GET /facilities/bulk-action/runs/{id} answers the progress and, at the end, the summary.
 */
@Injectable()
export class FacilityBulkService {
  constructor(
    private readonly db: TenantDb,
    private readonly queues: QueueService,
    private readonly audit: AuditService,
    private readonly storage: StorageService,
    private readonly documents: DocumentsService,
    private readonly settings: SettingsService,
  ) {}

  async sendReminder(facilityId: string, dto: SendReminderDto): Promise<BulkActionRunDto> {
    const f = await this.usableFacility(facilityId);
    const people = await facilityPeople().active(this.db.em(), f.id);
    if (!people.length) throw new BadRequestException(M.noPeople(f.facilityName));
    return this.queue('SEND_REMINDER', f, people, null, { message: dto.message?.trim() || null });
  }

  async annualTraining(facilityId: string, dto: AnnualTrainingBulkDto, files: UploadedFilePart[] | undefined): Promise<BulkActionRunDto> {
    const f = await this.usableFacility(facilityId);
    const file = await this.checkedFile(files);
    if (dto.completionDate > (await this.settings.tenantToday())) throw new BadRequestException(M.completionInFuture);
    // the people who take the annual training: those holding a clearance
    const people = await facilityPeople().active(this.db.em(), f.id, { cleared: true });
    if (!people.length) throw new BadRequestException(M.noClearedPeople(f.facilityName));
    return this.queue('ANNUAL_TRAINING', f, people, file, {
      trainingName: dto.trainingName.trim(),
      trainingType: dto.trainingType ?? 'CLEARED',
      completionDate: dto.completionDate,
      notes: dto.notes?.trim() || null,
    });
  }

  async uploadEmployeeDocument(
    facilityId: string,
    dto: UploadEmployeeDocumentDto,
    files: UploadedFilePart[] | undefined,
  ): Promise<BulkActionRunDto> {
    const f = await this.usableFacility(facilityId);
    const selected = dto.selection === 'SELECTED';
    const ids = [...new Set(dto.personnelIds ?? [])];
    if (selected && !ids.length) throw new BadRequestException(M.selectPeople);
    const file = await this.checkedFile(files);
    const people = await facilityPeople().active(this.db.em(), f.id, selected ? { ids } : {});
    if (selected && people.length !== ids.length) throw new BadRequestException(M.notOfFacility(f.facilityName));
    if (!people.length) throw new BadRequestException(M.noPeople(f.facilityName));
    return this.queue('UPLOAD_EMPLOYEE_DOCUMENT', f, people, file, {
      titleId: dto.titleId,
      selection: selected ? 'SELECTED' : 'ALL',
      dateSigned: dto.dateSigned ?? null,
      hideFromPersonnel: dto.hideFromPersonnel ?? false,
    });
  }

  async uploadFacilityDocument(dto: UploadFacilityDocumentDto, files: UploadedFilePart[] | undefined): Promise<BulkActionRunDto> {
    const all = dto.allFacilities === true;
    const ids = [...new Set(dto.facilityIds ?? [])];
    if (!all && !ids.length) throw new BadRequestException(M.selectFacilities);
    const file = await this.checkedFile(files);
    const rows = await this.db.em().query<BulkTarget[]>(
      `SELECT f.id, f.facility_name AS name FROM facility f
        WHERE f.enabled ${all ? '' : 'AND f.id = ANY($1::uuid[])'} ORDER BY lower(f.facility_name), f.id`,
      all ? [] : [ids],
    );
    if (!all && rows.length !== ids.length) throw new BadRequestException(M.unknownFacility);
    if (!rows.length) throw new BadRequestException(M.noFacilities);
    return this.queue('UPLOAD_FACILITY_DOCUMENT', null, rows, file, {
      title: dto.title.trim(),
      documentType: dto.documentType ?? null,
      expiryDate: dto.expiryDate ?? null,
      allFacilities: all,
    });
  }

  /** The bulk action runs of a facility, newest first. */
  async runs(facilityId: string, query: Record<string, unknown>): Promise<Page<BulkActionRunDto>> {
    const q = parseList(BULK_RUN_LIST, query);
    await this.db.findOr404(Facility, facilityId, 'Facility');
    const of = `r.job_type = $1 AND (r.parameters->>'facilityId' = $2::text OR (r.parameters->>'action' = 'UPLOAD_FACILITY_DOCUMENT'
      AND r.parameters->'targets' @> jsonb_build_array(jsonb_build_object('id', $2::text))))`;
    const source = { select: RUN_COLUMNS, from: 'job_run r', where: of, params: [BULK_JOB, facilityId] };
    return pageOfSql(this.db.em(), BULK_RUN_LIST, q, source, (rows: RunRow[]) => rows.map(toRunDto));
  }

  /** One run of a bulk action in the caller's tenant, or 404. */
  async run(runId: string): Promise<BulkActionRunDto> {
    if (!isUuid(runId)) throw recordNotFound('Bulk action', runId);
    const [row] = await this.db
      .em()
      .query<RunRow[]>(`SELECT ${RUN_COLUMNS} FROM job_run r WHERE r.id = $1 AND r.job_type = $2`, [runId, BULK_JOB]);
    if (!row) throw recordNotFound('Bulk action', runId);
    return toRunDto(row);
  }

  /** The facility, or 404; a disabled facility is refused. */
  private async usableFacility(id: string): Promise<Facility> {
    const f = await this.db.findOr404(Facility, id, 'Facility');
    if (!f.enabled) throw new ConflictException(M.facilityDisabled(f.facilityName));
    return f;
  }

  /** The one uploaded file, checked against the accepted upload types (by content). */
  private async checkedFile(files: UploadedFilePart[] | undefined) {
    const file = singleFile(files, true)!;
    const { accepted } = await this.documents.limits();
    return acceptUpload(file, { accepted });
  }

  /** Stores the upload once, records the run with its targets, audits the request and queues the job. */
  private async queue(
    action: FacilityBulkAction,
    facility: Facility | null,
    targets: BulkTarget[],
    file: { name: string; mime: string; buffer: Buffer; size: number } | null,
    fields: Record<string, unknown>,
  ): Promise<BulkActionRunDto> {
    const user = RequestContext.require().user!;
    const tenantId = this.db.tenantId();
    const jobId = `facility-bulk-${randomUUID()}`;
    const runId = runIdFor(BULK_QUEUE, jobId);
    let source: BulkSource | null = null;
    if (file) {
      source = {
        key: this.storage.newKey('facility-bulk', tenantId),
        name: file.name.slice(0, 255),
        mime: file.mime,
        size: file.size,
        sha256: createHash('sha256').update(file.buffer).digest('hex'),
      };
      await this.storage.put(source.key, file.buffer, file.mime);
    }
    const parameters: BulkParameters = {
      action,
      facilityId: facility?.id ?? null,
      facilityName: facility?.facilityName ?? null,
      targets,
      source,
      fields,
      sender: user.username,
    };
    const title = `${FACILITY_BULK_ACTION[action]}${facility ? ` – ${facility.facilityName}` : ''}`;
    const em = this.db.em();
    try {
      await recordQueuedTask(em, {
        runId,
        tenantId,
        jobType: BULK_JOB,
        queue: BULK_QUEUE,
        queueJobId: jobId,
        title,
        parameters,
        actorId: user.id,
        actorTenantId: user.homeTenantId,
      });
      await this.audit.write(em, {
        eventType: 'ACTION',
        action: 'FACILITY_BULK_ACTION_QUEUED',
        objectTable: facility ? 'facility' : 'job_run',
        objectId: facility?.id ?? runId,
        details: { jobRunId: runId, action, targets: targets.length, fileName: source?.name ?? null },
      });
      // a worker that starts before this transaction commits waits on the run's primary key, then finds it
      await this.queues.add(BULK_JOB, { tenantId, actorId: user.id, actorTenantId: user.homeTenantId, runId }, { jobId });
    } catch (e) {
      if (source) await this.storage.delete(source.key).catch(() => undefined);
      throw e;
    }
    return toRunDto({
      id: runId,
      status: 'QUEUED',
      progress: 0,
      rows_written: null,
      title,
      parameters,
      result: null,
      error: null,
      created_at: new Date(),
      started_at: null,
      finished_at: null,
    });
  }
}

function toRunDto(r: RunRow): BulkActionRunDto {
  const p = r.parameters;
  return {
    id: r.id,
    action: p.action,
    facilityId: p.facilityId,
    title: r.title,
    status: r.status,
    progress: r.progress,
    total: p.targets.length,
    processed: r.result ? r.result.items.length : r.rows_written === null ? 0 : Number(r.rows_written),
    counts: r.result?.counts ?? emptyCounts(),
    items: r.result?.items ?? [],
    fileName: p.source?.name ?? null,
    error: r.error,
    queuedAt: r.created_at.toISOString(),
    startedAt: r.started_at?.toISOString() ?? null,
    finishedAt: r.finished_at?.toISOString() ?? null,
  };
}
