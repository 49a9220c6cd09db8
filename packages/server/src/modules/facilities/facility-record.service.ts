import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException, StreamableFile } from '@nestjs/common';
import { FACILITY_RECORD_MESSAGES as R, PEOPLE_MESSAGES } from '@clearline/shared';
import { checkVersion } from '../../core/database/entity-helpers';
import { TenantDb } from '../../core/database/tenant-db';
import { StorageService } from '../../core/storage/storage.service';
import { acceptUpload, singleFile, type UploadedFilePart } from '../../core/storage/upload';
import { DocumentRecord, DocumentsService } from '../documents';
import { Note } from '../notes';
import { FacilityWorkflowRetry } from './facility-detail.entity';
import { FacilityDocument } from './facility-documents.entity';
import type { FacilityPreferencesDto, FacilityPreferencesView, FacilityView } from './facility.dto';
import { Facility, FacilityKmp, FacilityPreference } from './facility.entity';
import { FacilitiesService } from './facilities.service';
import { FACILITY_PREFERENCE_FIELDS } from './facility.dto';

const PICTURE_TYPES = ['png', 'jpg', 'jpeg', 'gif', 'webp'];
/** a facility picture is a photo of the building or a site plan: at most 5 MB */
const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** days of each month; February may have 29 (the due day is every year) */
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The facility's picture, its preferences and its full removal. */
@Injectable()
export class FacilityRecordService {
  private readonly log = new Logger('Facilities');

  constructor(
    private readonly db: TenantDb,
    private readonly facilities: FacilitiesService,
    private readonly storage: StorageService,
    private readonly documents: DocumentsService,
  ) {}

  async getPicture(id: string): Promise<StreamableFile> {
    const f = await this.db.findOr404(Facility, id, 'Facility');
    if (!f.pictureKey) throw new NotFoundException(R.noPicture(f.facilityName));
    const stream = await this.storage.get(f.pictureKey);
    return new StreamableFile(stream, { type: f.pictureContentType ?? 'application/octet-stream', disposition: 'inline' });
  }

  async putPicture(id: string, files: UploadedFilePart[] | undefined): Promise<FacilityView> {
    const f = await this.facilities.findWritable(id);
    const file = singleFile(files, true)!;
    const type = acceptUpload(file, { accepted: PICTURE_TYPES, maxBytes: PICTURE_MAX_BYTES });
    const key = this.storage.newKey('facility-pictures', this.db.tenantId());
    await this.storage.put(key, file.buffer, type.mime);
    const old = f.pictureKey;
    f.pictureKey = key;
    f.pictureName = file.originalname.slice(0, 255);
    f.pictureContentType = type.mime;
    try {
      await this.db.repo(Facility).save(f);
    } catch (e) {
      await this.storage.delete(key).catch(() => undefined);
      throw e;
    }
    if (old) this.afterCommitDelete(old);
    return this.facilities.get(f.id);
  }

  async getPreferences(id: string): Promise<FacilityPreferencesView> {
    const f = await this.db.findOr404(Facility, id, 'Facility');
    const pref = await this.db.repo(FacilityPreference).findOneBy({ facilityId: f.id });
    return this.preferencesView(pref ?? this.defaults(f.id));
  }

  /** Saves the preferences (created with the defaults on the first save); a stale version is refused. */
  async putPreferences(id: string, dto: FacilityPreferencesDto): Promise<FacilityPreferencesView> {
    const f = await this.facilities.findWritable(id);
    const repo = this.db.repo(FacilityPreference);
    const pref = (await repo.findOneBy({ facilityId: f.id })) ?? this.defaults(f.id);
    if (pref.id) checkVersion(pref, dto.version);
    for (const k of FACILITY_PREFERENCE_FIELDS) {
      if (dto[k] !== undefined) (pref as unknown as Record<string, unknown>)[k] = dto[k];
    }
    pref.reminderRecipients = [...new Set(pref.reminderRecipients.map((e) => e.trim().toLowerCase()))];
    const month = pref.annualTrainingDueMonth;
    const day = pref.annualTrainingDueDay;
    if ((month === null) !== (day === null)) {
      throw new BadRequestException(PEOPLE_MESSAGES.required(month === null ? 'Annual Training Due Month' : 'Annual Training Due Day'));
    }
    if (month !== null && day !== null && day > MONTH_DAYS[month - 1]) throw new BadRequestException(R.trainingDueDay);
    return this.preferencesView(await repo.save(pref));
  }

  /**
   * DELETE /{id}/delete-facility: removes a facility created by mistake with its own records (documents,
   * stored preferences, picture, KMPs), in one transaction. Refused, naming what is left, while people,
   * clearances, contracts, open actions or points of contact still name it, and for the host facility.
   */
  async deleteFacility(id: string): Promise<void> {
    const f = await this.db.findOr404(Facility, id, 'Facility');
    if (f.hostFacility) throw new ConflictException(R.hostFacility(f.facilityName));
    const used = await this.facilities.references(f.id);
    if (used.length) throw new ConflictException(R.stillReferenced(f.facilityName, used));
    // the facility's own records go with it, each removal audited (the database would cascade them silently)
    for (const entity of [FacilityDocument, FacilityWorkflowRetry, Note] as const) {
      const rows = await this.db.repo<{ id: string }>(entity).findBy({ facilityId: f.id } as never);
      if (rows.length) await this.db.repo<{ id: string }>(entity).remove(rows);
    }
    const docs = await this.db.repo(DocumentRecord).findBy({ entityType: 'FACILITY', entityId: f.id });
    for (const d of docs) await this.documents.discard(d.id);
    const kmps = await this.db.repo(FacilityKmp).findBy({ facilityId: f.id });
    if (kmps.length) await this.db.repo(FacilityKmp).remove(kmps);
    await this.facilities.removePreferences(f.id);
    const picture = f.pictureKey;
    await this.db.repo(Facility).remove(f);
    if (picture) this.afterCommitDelete(picture);
  }

  private afterCommitDelete(key: string): void {
    this.db.afterCommit(() => {
      this.storage.delete(key).catch((e) => this.log.warn(`orphan ${key}: ${String(e)}`));
    });
  }

  private defaults(facilityId: string): FacilityPreference {
    return this.db.repo(FacilityPreference).create({
      facilityId,
      reminderRecipients: [],
      clearanceReminderDays: 90,
      badgeReminderDays: 30,
      trainingReminderDays: 30,
      selfReportedVisitApproval: true,
      defaultVisitRequestMethod: 'DISS',
      annualTrainingDueMonth: null,
      annualTrainingDueDay: null,
      notifyNewHire: true,
    });
  }

  private preferencesView(p: FacilityPreference): FacilityPreferencesView {
    return {
      id: p.id ?? null,
      facilityId: p.facilityId,
      version: p.version ?? 0,
      reminderRecipients: p.reminderRecipients,
      clearanceReminderDays: p.clearanceReminderDays,
      badgeReminderDays: p.badgeReminderDays,
      trainingReminderDays: p.trainingReminderDays,
      selfReportedVisitApproval: p.selfReportedVisitApproval,
      defaultVisitRequestMethod: p.defaultVisitRequestMethod,
      annualTrainingDueMonth: p.annualTrainingDueMonth,
      annualTrainingDueDay: p.annualTrainingDueDay,
      notifyNewHire: p.notifyNewHire,
    };
  }
}
