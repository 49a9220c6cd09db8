import { BadRequestException, HttpStatus, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { Readable } from 'node:stream';
import {
  API_MESSAGES,
  CHECKLIST_TYPES,
  DEFAULT_COUNTRY_ID,
  MASTER_DATA_DEFAULTS as D,
  MASTER_DATA_LABELS as L,
  MASTER_DATA_MESSAGES as M,
} from '@clearline/shared';
import type { EntityTarget } from 'typeorm';
import { recordNotFound, TenantDb } from '../../core/database/tenant-db';
import { assignDefined } from '../../core/database/entity-helpers';
import type { BaseRecord } from '../../core/database/entities';
import type { Page } from '../../core/http/list-query';
import { defineList, pageOf, parseList, type ListDefinition } from '../../core/http/list';
import { StorageService } from '../../core/storage/storage.service';
import { StorageNotFoundError } from '../../core/storage/storage';
import { acceptUpload, singleFile, UPLOAD_LIMITS, type UploadedFilePart, type UploadLimitsSource } from '../../core/storage/upload';
import type { CountryView, StateView } from './country-state.dto';
import { ReferenceDataService } from './reference-data.service';
import {
  Checklist,
  CognizantSecurityAuthority,
  Country,
  CountryOtherName,
  DocTemplateType,
  DocType,
  MasterPoc,
  State,
} from './master-data.entities';
import type {
  ChecklistDto,
  ChecklistView,
  CountryDto,
  CountryOtherNameDto,
  CountryOtherNameView,
  CsaDto,
  CsaView,
  DocTemplateTypeDto,
  DocTemplateTypeView,
  DocTypeDto,
  DocTypeView,
  MasterPocDto,
  MasterPocView,
  StateDto,
} from './master-data.dto';

/** GET /system-master-data/checklist: by type, then sequence number */
export const CHECKLIST_LIST = defineList({
  resource: 'checklist',
  sortable: { type: ['c.type', 'c.sequenceNumber'], name: 'c.name', sequenceNumber: 'c.sequenceNumber', required: 'c.required' },
  defaultSort: { field: 'type', direction: 'ASC' },
  id: 'c.id',
  quickFilter: ['c.name', 'c.type'],
  filters: { type: { type: 'enum', column: 'c.type', values: CHECKLIST_TYPES } },
});

/** GET /system-master-data/checklist/filter?type=: the items of one type, in sequence */
export const CHECKLIST_FILTER_LIST = defineList({
  resource: 'checklist',
  sortable: { sequenceNumber: 'c.sequenceNumber', name: 'c.name' },
  defaultSort: { field: 'sequenceNumber', direction: 'ASC' },
  id: 'c.id',
  quickFilter: ['c.name'],
  filters: {
    type: { type: 'enum', column: 'c.type', values: CHECKLIST_TYPES, single: true, required: true, description: 'the checklist type' },
  },
});

export const CSA_LIST = defineList({
  resource: 'csa',
  sortable: { officeName: 'c.officeName', city: 'c.city', stateCode: 'c.stateCode', naesoc: 'c.naesoc' },
  defaultSort: { field: 'officeName', direction: 'ASC' },
  id: 'c.id',
  quickFilter: ['c.officeName', 'c.city', 'c.stateCode'],
  filters: { naesoc: { type: 'boolean', column: 'c.naesoc' } },
});

export const COUNTRY_OTHER_NAME_LIST = defineList({
  resource: 'country-other-name',
  sortable: { otherName: 'c.otherName', countryId: 'c.countryId' },
  defaultSort: { field: 'otherName', direction: 'ASC' },
  id: 'c.id',
  quickFilter: ['c.otherName'],
  filters: { countryId: { type: 'number', single: true, column: 'c.countryId' } },
});

export const DOC_TYPE_LIST = defineList({
  resource: 'doc-type',
  sortable: { objectTypeEnum: ['c.objectTypeEnum', 'c.sortOrder'], docTitle: 'c.docTitle', sortOrder: 'c.sortOrder', endDate: 'c.endDate' },
  defaultSort: { field: 'objectTypeEnum', direction: 'ASC' },
  id: 'c.id',
  quickFilter: ['c.docTitle', 'c.fileName'],
  filters: { objectTypeEnum: { type: 'string', column: 'c.objectTypeEnum' } },
});

export const DOC_TEMPLATE_TYPE_LIST = defineList({
  resource: 'doc-template-type',
  sortable: {
    templateTypeName: 'c.templateTypeName',
    objectTypeEnum: 'c.objectTypeEnum',
    formatTypeEnum: 'c.formatTypeEnum',
    isActive: 'c.isActive',
  },
  defaultSort: { field: 'templateTypeName', direction: 'ASC' },
  id: 'c.id',
  quickFilter: ['c.templateTypeName', 'c.docName'],
  filters: { isActive: { type: 'boolean', column: 'c.isActive' }, objectTypeEnum: { type: 'string', column: 'c.objectTypeEnum' } },
});

export const POC_LIST = defineList({
  resource: 'poc',
  sortable: { pocFullName: 'c.pocFullName', pocTypeEnum: 'c.pocTypeEnum', city: 'c.city', email: 'c.email' },
  defaultSort: { field: 'pocFullName', direction: 'ASC' },
  id: 'c.id',
  quickFilter: ['c.pocFullName', 'c.title', 'c.email', 'c.city'],
  filters: { pocTypeEnum: { type: 'string', column: 'c.pocTypeEnum' } },
});

/** One uuid-keyed kind: its table, list, label (404 text), the body fields it takes, defaults on add and answer. */
interface Kind<E extends BaseRecord, V> {
  entity: EntityTarget<E>;
  label: string;
  list: ListDefinition;
  fields: ReadonlyArray<keyof E & string>;
  defaults: Partial<E>;
  toView: (e: E) => V;
}

const CHECKLIST: Kind<Checklist, ChecklistView> = {
  entity: Checklist,
  label: 'Checklist',
  list: CHECKLIST_LIST,
  fields: ['type', 'name', 'sequenceNumber', 'required'],
  defaults: { sequenceNumber: D.checklistSequenceNumber, required: D.checklistRequired },
  toView: (c) => ({ id: c.id, type: c.type, name: c.name, sequenceNumber: c.sequenceNumber, required: c.required }),
};

const CSA_FIELDS = [
  'officeName',
  'streetAddress1',
  'streetAddress2',
  'city',
  'zipCode',
  'stateCode',
  'countryId',
  'naesoc',
  'poc1ContactEmail',
  'poc2ContactEmail',
  'poc1PhoneNumber',
  'poc2PhoneNumber',
] as const;
const CSA: Kind<CognizantSecurityAuthority, CsaView> = {
  entity: CognizantSecurityAuthority,
  label: 'Cognizant Security Authority',
  list: CSA_LIST,
  fields: CSA_FIELDS,
  defaults: { naesoc: D.csaNaesoc, countryId: DEFAULT_COUNTRY_ID },
  toView: (c) => ({ id: c.id, ...Object.fromEntries(CSA_FIELDS.map((f) => [f, c[f] ?? null])) }) as CsaView,
};

const ALIAS: Kind<CountryOtherName, Omit<CountryOtherNameView, 'countryName'>> = {
  entity: CountryOtherName,
  label: 'Country Other Name',
  list: COUNTRY_OTHER_NAME_LIST,
  fields: ['otherName', 'countryId'],
  defaults: { countryId: DEFAULT_COUNTRY_ID },
  toView: (c) => ({ id: c.id, otherName: c.otherName, countryId: c.countryId }),
};

const DOC_TYPE: Kind<DocType, DocTypeView> = {
  entity: DocType,
  label: 'Document Type',
  list: DOC_TYPE_LIST,
  fields: ['objectTypeEnum', 'docTitle', 'fileName', 'endDate', 'docLocked', 'sortOrder'],
  defaults: { docLocked: false, sortOrder: 0 },
  toView: (c) => ({
    id: c.id,
    objectTypeEnum: c.objectTypeEnum,
    docTitle: c.docTitle,
    fileName: c.fileName,
    endDate: c.endDate,
    docLocked: c.docLocked,
    sortOrder: c.sortOrder,
  }),
};

const DOC_TEMPLATE_TYPE: Kind<DocTemplateType, DocTemplateTypeView> = {
  entity: DocTemplateType,
  label: 'Document Template Type',
  list: DOC_TEMPLATE_TYPE_LIST,
  fields: ['objectTypeEnum', 'formatTypeEnum', 'templateTypeName', 'docName', 'isActive'],
  defaults: { objectTypeEnum: D.docTemplateObjectType, formatTypeEnum: D.docTemplateFormatType, isActive: true },
  toView: (c) => ({
    id: c.id,
    objectTypeEnum: c.objectTypeEnum,
    formatTypeEnum: c.formatTypeEnum,
    templateTypeName: c.templateTypeName,
    docName: c.docName,
    isActive: c.isActive,
    fileName: c.fileKey ? c.fileName : null,
    hasFile: !!c.fileKey,
  }),
};

const POC_FIELDS = [
  'pocTypeEnum',
  'pocFullName',
  'title',
  'street1',
  'street2',
  'city',
  'zipCode',
  'state',
  'countryId',
  'email',
  'phoneNumber',
] as const;
const POC: Kind<MasterPoc, MasterPocView> = {
  entity: MasterPoc,
  label: 'Point of Contact',
  list: POC_LIST,
  fields: POC_FIELDS,
  defaults: { pocTypeEnum: D.pocType, countryId: DEFAULT_COUNTRY_ID },
  toView: (c) => ({ id: c.id, ...Object.fromEntries(POC_FIELDS.map((f) => [f, c[f] ?? null])) }) as MasterPocView,
};

/**
 * System master data (spec 03 §3 "Master data", §5): checklists, cognizant security authorities, countries,
 * their other names and states, document types and template types (with a file), master points of contact.
 * Global tables; every write is audited through the repositories; countries and states refresh the
 * reference data every other module reads once the change has committed.
 */
@Injectable()
export class MasterDataService {
  private readonly log = new Logger('MasterData');

  constructor(
    private readonly db: TenantDb,
    private readonly refs: ReferenceDataService,
    private readonly storage: StorageService,
    @Inject(UPLOAD_LIMITS) private readonly uploadLimits: UploadLimitsSource,
  ) {}

  // --- the uuid-keyed kinds -------------------------------------------------------------------

  private list<E extends BaseRecord, V>(kind: Kind<E, V>, query: Record<string, unknown>, def = kind.list): Promise<Page<V>> {
    return pageOf(this.db.repo(kind.entity).createQueryBuilder('c'), def, parseList(def, query), (rows) => rows.map(kind.toView));
  }

  private async create<E extends BaseRecord, V>(kind: Kind<E, V>, dto: object, check?: (e: E) => Promise<void>): Promise<E> {
    const repo = this.db.repo(kind.entity);
    const e = repo.create(kind.defaults as E);
    assignDefined(e, dto, kind.fields);
    await check?.(e);
    return repo.save(e);
  }

  private async update<E extends BaseRecord, V>(kind: Kind<E, V>, id: string, dto: object, check?: (e: E) => Promise<void>): Promise<E> {
    const e = await this.db.findOr404(kind.entity, id, kind.label);
    assignDefined(e, dto, kind.fields);
    await check?.(e);
    return this.db.repo(kind.entity).save(e);
  }

  private async remove<E extends BaseRecord, V>(kind: Kind<E, V>, id: string): Promise<E> {
    const e = await this.db.findOr404(kind.entity, id, kind.label);
    const removed = { ...e };
    await this.db.repo(kind.entity).remove(e);
    return removed;
  }

  /** The country must exist; for the home country the state must be one of its codes. */
  private async checkAddress(countryId: number, stateLabel: string, state: string | null): Promise<void> {
    await this.refs.checkCountries([[L.country, countryId]]);
    await this.refs.checkState(stateLabel, countryId, state);
  }

  // checklist
  listChecklists(query: Record<string, unknown>): Promise<Page<ChecklistView>> {
    return this.list(CHECKLIST, query);
  }
  filterChecklists(query: Record<string, unknown>): Promise<Page<ChecklistView>> {
    return this.list(CHECKLIST, query, CHECKLIST_FILTER_LIST);
  }
  async createChecklist(dto: ChecklistDto): Promise<ChecklistView> {
    return CHECKLIST.toView(await this.create(CHECKLIST, dto));
  }
  async updateChecklist(id: string, dto: ChecklistDto): Promise<ChecklistView> {
    return CHECKLIST.toView(await this.update(CHECKLIST, id, dto));
  }
  async removeChecklist(id: string): Promise<void> {
    await this.remove(CHECKLIST, id);
  }

  // cognizant security authority
  listCsas(query: Record<string, unknown>): Promise<Page<CsaView>> {
    return this.list(CSA, query);
  }
  private readonly checkCsa = (c: CognizantSecurityAuthority) => this.checkAddress(c.countryId, L.state, c.stateCode);
  async createCsa(dto: CsaDto): Promise<CsaView> {
    return CSA.toView(await this.create(CSA, dto, this.checkCsa));
  }
  async updateCsa(id: string, dto: CsaDto): Promise<CsaView> {
    return CSA.toView(await this.update(CSA, id, dto, this.checkCsa));
  }
  async removeCsa(id: string): Promise<void> {
    await this.remove(CSA, id);
  }

  // country other name
  async listCountryOtherNames(query: Record<string, unknown>): Promise<Page<CountryOtherNameView>> {
    const page = await this.list(ALIAS, query);
    const names = new Map((await this.refs.countries()).map((c) => [c.id, c.name]));
    return Object.assign(page, { items: page.items.map((a) => ({ ...a, countryName: names.get(a.countryId) ?? '' })) });
  }
  private async aliasView(a: CountryOtherName): Promise<CountryOtherNameView> {
    const country = (await this.refs.countries()).find((c) => c.id === a.countryId);
    return { ...ALIAS.toView(a), countryName: country?.name ?? '' };
  }
  private readonly checkAlias = (a: CountryOtherName) => this.refs.checkCountries([[L.country, a.countryId]]);
  async createCountryOtherName(dto: CountryOtherNameDto): Promise<CountryOtherNameView> {
    return this.aliasView(await this.create(ALIAS, dto, this.checkAlias));
  }
  async updateCountryOtherName(id: string, dto: CountryOtherNameDto): Promise<CountryOtherNameView> {
    return this.aliasView(await this.update(ALIAS, id, dto, this.checkAlias));
  }
  async removeCountryOtherName(id: string): Promise<void> {
    await this.remove(ALIAS, id);
  }

  // document type
  listDocTypes(query: Record<string, unknown>): Promise<Page<DocTypeView>> {
    return this.list(DOC_TYPE, query);
  }
  async createDocType(dto: DocTypeDto): Promise<DocTypeView> {
    return DOC_TYPE.toView(await this.create(DOC_TYPE, dto));
  }
  async updateDocType(id: string, dto: DocTypeDto): Promise<DocTypeView> {
    return DOC_TYPE.toView(await this.update(DOC_TYPE, id, dto));
  }
  async removeDocType(id: string): Promise<void> {
    await this.remove(DOC_TYPE, id);
  }

  // master point of contact
  listPocs(query: Record<string, unknown>): Promise<Page<MasterPocView>> {
    return this.list(POC, query);
  }
  private readonly checkPoc = (p: MasterPoc) => this.checkAddress(p.countryId, L.state, p.state);
  async createPoc(dto: MasterPocDto): Promise<MasterPocView> {
    return POC.toView(await this.create(POC, dto, this.checkPoc));
  }
  async updatePoc(id: string, dto: MasterPocDto): Promise<MasterPocView> {
    return POC.toView(await this.update(POC, id, dto, this.checkPoc));
  }
  async removePoc(id: string): Promise<void> {
    await this.remove(POC, id);
  }

  // document template type, with its file
  listDocTemplateTypes(query: Record<string, unknown>): Promise<Page<DocTemplateTypeView>> {
    return this.list(DOC_TEMPLATE_TYPE, query);
  }
  /** Adds a template type; with `files` (multipart) the one file is required and stored with it. */
  async createDocTemplateType(dto: DocTemplateTypeDto, files?: UploadedFilePart[]): Promise<DocTemplateTypeView> {
    const file = files === undefined ? undefined : singleFile(files, true);
    const checked = file && (await this.checkFile(file));
    const t = await this.create(DOC_TEMPLATE_TYPE, dto);
    if (checked) await this.attach(t, checked);
    return DOC_TEMPLATE_TYPE.toView(t);
  }
  /** Changes a template type; with `files` (multipart) the one file is required and replaces the stored one. */
  async updateDocTemplateType(id: string, dto: DocTemplateTypeDto, files?: UploadedFilePart[]): Promise<DocTemplateTypeView> {
    const file = files === undefined ? undefined : singleFile(files, true);
    const checked = file && (await this.checkFile(file));
    const t = await this.update(DOC_TEMPLATE_TYPE, id, dto);
    if (checked) await this.attach(t, checked);
    return DOC_TEMPLATE_TYPE.toView(t);
  }
  async removeDocTemplateType(id: string): Promise<void> {
    const t = await this.remove(DOC_TEMPLATE_TYPE, id);
    this.dropAfterCommit(t.fileKey);
  }
  /** The template file of a type: its name, type, size and a stream of its bytes (404 without a file). */
  async docTemplateFile(id: string): Promise<{ name: string; contentType: string; size: number; stream: Readable }> {
    const t = await this.db.findOr404(DocTemplateType, id, DOC_TEMPLATE_TYPE.label);
    if (!t.fileKey) throw new NotFoundException(M.noFile);
    try {
      const stream = await this.storage.get(t.fileKey);
      return {
        name: t.fileName ?? 'template',
        contentType: t.fileContentType ?? 'application/octet-stream',
        size: t.fileSizeBytes ?? 0,
        stream,
      };
    } catch (e) {
      if (e instanceof StorageNotFoundError) throw new NotFoundException(API_MESSAGES.fileMissingFromStorage(`document template ${id}`));
      throw e;
    }
  }

  private async checkFile(file: UploadedFilePart) {
    const { accepted } = await this.uploadLimits.uploadLimits();
    return acceptUpload(file, { accepted, wrongTypeStatus: HttpStatus.UNSUPPORTED_MEDIA_TYPE });
  }

  /** Stores the bytes, records them on the type (audited) and drops the previous file once committed. */
  private async attach(t: DocTemplateType, file: { name: string; mime: string; buffer: Buffer; size: number }): Promise<void> {
    const key = this.storage.newKey('master-data', 'system');
    await this.storage.put(key, file.buffer, file.mime);
    const previous = t.fileKey;
    Object.assign(t, { fileKey: key, fileName: file.name, fileContentType: file.mime, fileSizeBytes: file.size });
    try {
      await this.db.repo(DocTemplateType).save(t);
    } catch (e) {
      await this.storage.delete(key).catch(() => undefined);
      throw e;
    }
    this.dropAfterCommit(previous);
  }

  private dropAfterCommit(key: string | null): void {
    if (!key) return;
    this.db.afterCommit(() => {
      this.storage.delete(key).catch((e) => this.log.warn(`orphan ${key}: ${String(e)}`));
    });
  }

  // --- countries and states (integer ids; the lists are GET /system-master-data/country and /state) ---

  private async findCountry(id: number): Promise<Country> {
    const c = await this.db.repo(Country).findOneBy({ id });
    if (!c) throw recordNotFound('Country', id);
    return c;
  }

  /** Each code must differ from every other country's (spec 03 §5); numeric codes compare as numbers. */
  private async checkCountryCodes(c: Country): Promise<void> {
    const others = await this.db.em().query<Array<{ iso2: string; iso3: string; numeric: boolean }>>(
      `SELECT trim(iso2) AS iso2, trim(iso3) AS iso3, ($4::text IS NOT NULL AND numeric_code::int = $4::int) AS numeric
           FROM country WHERE id <> $1 AND (iso2 = $2 OR iso3 = $3 OR ($4::text IS NOT NULL AND numeric_code::int = $4::int))`,
      [c.id ?? 0, c.iso2, c.iso3, c.numericCode],
    );
    if (others.some((o) => o.iso2 === c.iso2)) throw new BadRequestException(M.alpha2Taken);
    if (others.some((o) => o.iso3 === c.iso3)) throw new BadRequestException(M.alpha3Taken);
    if (others.some((o) => o.numeric)) throw new BadRequestException(M.numericTaken);
  }

  private applyCountry(c: Country, dto: CountryDto): void {
    if (dto.countryName !== undefined) c.name = dto.countryName.trim();
    if (dto.alpha2CountryCode !== undefined) c.iso2 = dto.alpha2CountryCode.trim();
    if (dto.alpha3CountryCode !== undefined) c.iso3 = dto.alpha3CountryCode.trim();
    if (dto.numericCountryCode !== undefined) c.numericCode = dto.numericCountryCode?.trim() || null;
    if (dto.dniThreatListIncluded !== undefined) c.dniThreatListIncluded = dto.dniThreatListIncluded;
  }

  /** Countries and states changed: every reader sees the change once it has committed. */
  private refreshReferenceData(): void {
    this.db.afterCommit(() => this.refs.invalidate());
  }

  async createCountry(dto: CountryDto): Promise<CountryView> {
    const repo = this.db.repo(Country);
    const c = repo.create({ dniThreatListIncluded: false, numericCode: null });
    this.applyCountry(c, dto);
    await this.checkCountryCodes(c);
    const saved = await repo.save(c);
    this.refreshReferenceData();
    return viewOfCountry(saved);
  }

  async updateCountry(id: number, dto: CountryDto): Promise<CountryView> {
    const c = await this.findCountry(id);
    this.applyCountry(c, dto);
    await this.checkCountryCodes(c);
    await this.db.repo(Country).save(c);
    this.refreshReferenceData();
    return viewOfCountry(c);
  }

  async removeCountry(id: number): Promise<void> {
    const c = await this.findCountry(id);
    await this.db.repo(Country).remove(c);
    this.refreshReferenceData();
  }

  private async findState(id: number): Promise<State> {
    const s = await this.db.repo(State).findOneBy({ id });
    if (!s) throw recordNotFound('State', id);
    return s;
  }

  private async checkState(s: State): Promise<void> {
    await this.refs.checkCountries([[L.country, s.countryId]]);
    const taken = await this.db
      .em()
      .query<unknown[]>(`SELECT 1 FROM state WHERE id <> $1 AND country_id = $2 AND upper(code) = upper($3)`, [
        s.id ?? 0,
        s.countryId,
        s.code,
      ]);
    if (taken.length) throw new BadRequestException(M.stateCodeTaken);
  }

  private applyState(s: State, dto: StateDto): void {
    if (dto.stateName !== undefined) s.name = dto.stateName.trim();
    if (dto.stateCode !== undefined) s.code = dto.stateCode.trim();
    if (dto.countryId !== undefined) s.countryId = dto.countryId;
  }

  async createState(dto: StateDto): Promise<StateView> {
    const repo = this.db.repo(State);
    const s = repo.create({ countryId: DEFAULT_COUNTRY_ID });
    this.applyState(s, dto);
    await this.checkState(s);
    const saved = await repo.save(s);
    this.refreshReferenceData();
    return viewOfState(saved);
  }

  async updateState(id: number, dto: StateDto): Promise<StateView> {
    const s = await this.findState(id);
    this.applyState(s, dto);
    await this.checkState(s);
    await this.db.repo(State).save(s);
    this.refreshReferenceData();
    return viewOfState(s);
  }

  async removeState(id: number): Promise<void> {
    await this.db.repo(State).remove(await this.findState(id));
    this.refreshReferenceData();
  }
}

function viewOfCountry(c: Country): CountryView {
  return {
    id: c.id,
    name: c.name,
    iso2: c.iso2,
    iso3: c.iso3,
    countryName: c.name,
    alpha2CountryCode: c.iso2,
    alpha3CountryCode: c.iso3,
    numericCountryCode: c.numericCode,
    dniThreatListIncluded: c.dniThreatListIncluded,
  };
}

function viewOfState(s: State): StateView {
  return { id: s.id, countryId: s.countryId, code: s.code, name: s.name, stateName: s.name, stateCode: s.code };
}
