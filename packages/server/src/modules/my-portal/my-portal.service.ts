import { BadRequestException, Injectable, StreamableFile } from '@nestjs/common';
import {
  ANNUAL_TRAINING_TITLE,
  hasPermission,
  MY_DOCUMENT_FIELDS,
  MY_PORTAL_MESSAGES,
  MY_PORTAL_REPORTS,
  SETTING_DEFINITIONS,
} from '@clearline/shared';
import { RequestContext } from '../../core/context/request-context';
import { recordNotFound, TenantDb } from '../../core/database/tenant-db';
import { jsonPart } from '../../core/http/json-part';
import { parseList } from '../../core/http/list';
import { Page } from '../../core/http/list-query';
import type { UploadedFilePart } from '../../core/storage/upload';
import { INCIDENT_LIST, IncidentsService, type IncidentView } from '../incidents';
import { OPEN_ACTION_LIST, OpenActionsService, ownActionsOf } from '../open-actions';
import {
  DueDates,
  PersonnelFilesService,
  PersonnelService,
  RecordsService,
  trainingDoneSql,
  trainingRequiredSql,
  linkedPersonnelId,
  requireLinkedPersonnelId,
  type ClearanceView,
  type ContactsDto,
  type InvestigationView,
  type PersonnelDocumentView,
  type PersonnelView,
  type PolygraphView,
  type SpecialAccessView,
} from '../personnel';
import { SettingsService } from '../settings';
import type {
  MyAnnualTrainingDocumentView,
  MyAnnualTrainingView,
  MyPortalActionView,
  MyPortalReportsView,
  MyPortalReportView,
  MyPortalView,
} from './my-portal.dto';

/** Every record of a kind at once: a person holds a handful. */
const ALL = { range: '[0,99]' };
const BRIEFING = /BRIEFING$/;

/**
 * My Portal: the signed-in employee's own personnel record (the one whose user_id is the caller's account),
 * read and changed through the personnel services. No route takes a record id: the caller only ever reaches
 * their own record, and its documents hidden from personnel stay hidden.
 */
@Injectable()
export class MyPortalService {
  constructor(
    private readonly db: TenantDb,
    private readonly personnel: PersonnelService,
    private readonly files: PersonnelFilesService,
    private readonly records: RecordsService,
    private readonly actions: OpenActionsService,
    private readonly settings: SettingsService,
    private readonly dueDates: DueDates,
    private readonly incidentsService: IncidentsService,
  ) {}

  /** The id of the caller's personnel record; 404 with a message when the account is not linked to one. */
  myId(): Promise<string> {
    return requireLinkedPersonnelId(this.db);
  }

  /** GET /my-portal/me */
  async me(): Promise<MyPortalView> {
    const id = await this.myId();
    const personnel = this.own(await this.personnel.get(id));
    const list = async <T>(kind: 'clearance' | 'investigation' | 'special-access' | 'polygraph') =>
      (await this.records.list(kind, id, ALL)).items as T[];
    return {
      personnel,
      clearances: await list<ClearanceView>('clearance'),
      investigations: await list<InvestigationView>('investigation'),
      specialAccesses: await list<SpecialAccessView>('special-access'),
      polygraphs: await list<PolygraphView>('polygraph'),
      briefings: personnel.personnelDocuments.filter((d) => BRIEFING.test(d.titleId)),
    };
  }

  /** PUT /my-portal/me: the caller's contacts (home address, phones, personal e-mail, emergency contacts), replaced as a whole. */
  async saveContacts(dto: ContactsDto): Promise<PersonnelView> {
    const id = await this.myId();
    await this.personnel.saveContacts(id, dto);
    return this.own(await this.personnel.get(id));
  }

  /**
   * POST /my-portal/me/document: the caller uploads a document of their own (a file is required; only the title
   * and the date signed are theirs to give). It waits for the security office's review (NEEDS_REVIEW).
   */
  async addDocument(body: unknown, files: UploadedFilePart[] | undefined): Promise<PersonnelDocumentView> {
    const id = await this.myId();
    if (!files?.length) throw new BadRequestException(MY_PORTAL_MESSAGES.fileRequired);
    const given = jsonPart(body);
    const extra = Object.keys(given).filter((k) => !(MY_DOCUMENT_FIELDS as readonly string[]).includes(k));
    if (extra.length) throw new BadRequestException(MY_PORTAL_MESSAGES.onlyOwnFields);
    const document = { ...given, documentType: 'PERSONNEL', documentStatus: 'NEEDS_REVIEW', hideFromPersonnel: false };
    return this.ownDocument(await this.files.addDocument(id, { document }, files));
  }

  /** GET /my-portal/me/document/{documentId}/file: a file of the caller's own documents (not one hidden from personnel). */
  async downloadDocument(documentId: string): Promise<StreamableFile> {
    const id = await this.myId();
    const [doc] = await this.db
      .em()
      .query<Array<{ hidden: boolean }>>(
        `SELECT hide_from_personnel AS hidden FROM personnel_document WHERE id = $1 AND personnel_id = $2`,
        [documentId, id],
      );
    if (!doc || doc.hidden) throw recordNotFound('Document', documentId);
    return this.files.downloadDocument(id, documentId);
  }

  /** GET /my-portal/me/annual-training */
  async annualTraining(): Promise<MyAnnualTrainingView> {
    const id = await this.myId();
    const due = await this.dueDates.values();
    const [row] = await this.db.em().query<Array<{ required: boolean; done: boolean; completedOn: string | null }>>(
      `SELECT ${trainingRequiredSql('p')} AS required, ${trainingDoneSql('p', '$2')} AS done,
              (SELECT to_char(max(coalesce(td.date_signed, td.uploaded_date)), 'YYYY-MM-DD') FROM personnel_document td
                WHERE td.tenant_id = p.tenant_id AND td.personnel_id = p.id AND td.title_id = $3 AND td.file_key IS NOT NULL
                  AND td.document_status IN ('CURRENT', 'ACTIVE', 'NEEDS_REVIEW', 'ON_HOLD')) AS "completedOn"
         FROM personnel p WHERE p.id = $1`,
      [id, due.today, ANNUAL_TRAINING_TITLE],
    );
    const documents = await this.db.em().query<MyAnnualTrainingDocumentView[]>(
      `SELECT id, document_name AS "documentName", to_char(next_deadline_date, 'YYYY-MM-DD') AS "nextDeadlineDate",
              file_name AS "fileName", document_id AS "filePath"
         FROM annual_training_document WHERE is_active ORDER BY next_deadline_date NULLS LAST, lower(document_name), id`,
    );
    return { required: row.required, completedOn: row.done ? row.completedOn : null, titleId: ANNUAL_TRAINING_TITLE, documents };
  }

  /** GET /my-portal/reports: the reports the tenant's Reports settings show on My Portal. */
  async reports(): Promise<MyPortalReportsView> {
    const ctx = RequestContext.require();
    const permissions = ctx.user?.permissions ?? {};
    const shown: MyPortalReportView[] = [];
    for (const r of MY_PORTAL_REPORTS) {
      const parameterName = `MY_PORTAL_${r.key}`;
      if (!(await this.settings.getTenant<boolean>(ctx.tenantId!, parameterName))) continue;
      const label = SETTING_DEFINITIONS.find((d) => d.parameterName === parameterName)?.prettyName ?? r.key;
      shown.push({ key: r.key, label, module: r.module, path: r.path, canCreate: hasPermission(permissions, r.module, 'CREATE') });
    }
    return { reports: shown };
  }

  /**
   * GET /my-portal/me/open-actions: the actions the caller does themselves, each with the page where they do it (state=ALL:
   * every state, for the requests tab); the security office's actions about them are not theirs.
   */
  async openActions(query: Record<string, unknown>): Promise<Page<MyPortalActionView>> {
    const id = await linkedPersonnelId(this.db);
    if (id) return ownActionsOf(this.db, this.actions, id, query);
    const q = parseList(OPEN_ACTION_LIST, query);
    return new Page([], 0, q.offset, OPEN_ACTION_LIST.resource);
  }

  /**
   * The reports filed through POST /incidents/me about my own record, with the caller's filters and
   * sort; the person and self-reported filters are always mine (a filter the caller gives for them is
   * replaced).
   */
  async incidents(query: Record<string, unknown>): Promise<Page<IncidentView>> {
    // the caller's query as the list reads it (a malformed one is answered 400 here)
    const q = parseList(INCIDENT_LIST, query);
    const id = await linkedPersonnelId(this.db);
    if (!id) return new Page([], 0, q.offset, INCIDENT_LIST.resource);
    // parseList has checked that a given filter is one JSON object
    const filter: unknown = typeof query.filter === 'string' && query.filter.trim() ? JSON.parse(query.filter) : {};
    return this.incidentsService.list({ ...query, filter: JSON.stringify({ ...(filter as object), personnelId: id, selfReported: true }) });
  }

  /** The view without documents hidden from personnel, file paths leading to the My Portal download. */
  private own(view: PersonnelView): PersonnelView {
    return { ...view, personnelDocuments: view.personnelDocuments.filter((d) => !d.hideFromPersonnel).map((d) => this.ownDocument(d)) };
  }

  private ownDocument(d: PersonnelDocumentView): PersonnelDocumentView {
    return { ...d, filePath: d.filePath ? `/my-portal/me/document/${d.id}/file` : null };
  }
}
