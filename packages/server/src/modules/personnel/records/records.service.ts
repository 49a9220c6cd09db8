import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import {
  investigationErrors,
  PERSON_RECORD_FIELDS,
  investigationStatusOf,
  MAX_PAGE_SIZE,
  PEOPLE_MESSAGES,
  PERSONNEL_MESSAGES,
} from '@clearline/shared';
import { In } from 'typeorm';
import { recordNotFound, TenantDb } from '../../../core/database/tenant-db';
import type { Page } from '../../../core/http/list-query';
import { defineList, type ListDefinition, pageOf, parseList } from '../../../core/http/list';
import { assignDefined, checkVersion } from '../../../core/database/entity-helpers';
import { Facility } from '../../facilities';
import type {
  BadgeDto,
  BadgeView,
  ClearanceDto,
  ClearanceView,
  InvestigationBriefView,
  InvestigationDto,
  InvestigationView,
  PolygraphDto,
  PolygraphView,
  SpecialAccessDto,
  SpecialAccessView,
} from '../dto/records.dto';
import { badgeExpired, DueDates } from '../due-dates';
import { SettingsService } from '../../settings';
import { Personnel, PersonnelContact } from '../personnel.entity';
import { failOn } from '../personnel.service';
import { fullName, phoneOf } from '../personnel-view';
import {
  PersonnelBadge,
  PersonnelClearance,
  PersonnelInvestigation,
  PersonnelPolygraph,
  PersonnelSpecialAccess,
  type PersonRecord,
} from './records.entity';

export const RECORD_KINDS = ['clearance', 'special-access', 'investigation', 'polygraph', 'badge'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

type RecordDto = ClearanceDto | SpecialAccessDto | InvestigationDto | PolygraphDto | BadgeDto;
type RecordView = ClearanceView | SpecialAccessView | InvestigationView | PolygraphView | BadgeView;

/*
 * The plain-value fields of each record come from @clearline/shared (the web sends the same lists);
 * `assignDefined` checks each one against the entity's columns.
 */

const ENTITY: Record<RecordKind, new () => PersonRecord> = {
  clearance: PersonnelClearance,
  'special-access': PersonnelSpecialAccess,
  investigation: PersonnelInvestigation,
  polygraph: PersonnelPolygraph,
  badge: PersonnelBadge,
};

export const RECORD_LABEL: Record<RecordKind, string> = {
  clearance: 'Clearance',
  'special-access': 'Special access',
  investigation: 'Investigation',
  polygraph: 'Polygraph',
  badge: 'Badge',
};

/** The records of one person: few, so every one is answered unless a page is asked for. */
const recordList = (resource: string, extra: Record<string, string> = {}, defaultSort?: ListDefinition['defaultSort']): ListDefinition =>
  defineList({
    resource,
    sortable: { createdAt: 'r.createdAt', updatedAt: 'r.updatedAt', ...extra },
    defaultSort: defaultSort ?? { field: 'createdAt', direction: 'ASC' },
    id: 'r.id',
    defaultSize: MAX_PAGE_SIZE,
  });

/** GET /personnel/{id}/{kind} */
export const RECORD_LISTS = Object.fromEntries(
  (Object.keys(RECORD_LABEL) as RecordKind[]).map((kind) => [kind, recordList(kind)]),
) as Record<RecordKind, ListDefinition>;
/** GET /personnel/{id}/investigation/completed-investigation: latest closed first */
export const COMPLETED_INVESTIGATION_LIST = recordList(
  'investigation',
  { investigationClosedDate: 'r.investigationClosedDate' },
  { field: 'investigationClosedDate', direction: 'DESC' },
);
/** GET /personnel/{id}/clearance/clearance-with-open-investigation */
export const OPEN_INVESTIGATION_CLEARANCE_LIST = recordList('clearance');

const stamps = (r: PersonRecord) => ({ createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });

/** A person's clearances, special accesses, investigations, polygraphs and badges (spec 02 §3, §4, §5). */
@Injectable()
export class RecordsService {
  constructor(
    private readonly db: TenantDb,
    private readonly due: DueDates,
    private readonly settings: SettingsService,
  ) {}

  async list(kind: RecordKind, personnelId: string, query: Record<string, unknown>): Promise<Page<RecordView>> {
    const q = parseList(RECORD_LISTS[kind], query);
    await this.person(personnelId);
    const qb = this.db.repo<PersonRecord>(ENTITY[kind]).createQueryBuilder('r').where('r.personnelId = :personnelId', { personnelId });
    return pageOf(qb, RECORD_LISTS[kind], q, (rows) => this.views(kind, rows));
  }

  async get(kind: RecordKind, personnelId: string, recordId: string): Promise<RecordView> {
    const row = await this.find(kind, personnelId, recordId);
    return (await this.views(kind, [row]))[0];
  }

  async create(kind: RecordKind, personnelId: string, dto: RecordDto): Promise<RecordView> {
    const person = await this.person(personnelId);
    const repo = this.db.repo(ENTITY[kind]);
    const row = repo.create({ personnelId: person.id });
    await this.apply(kind, row, dto, person);
    return this.get(kind, personnelId, (await repo.save(row)).id);
  }

  async update(kind: RecordKind, personnelId: string, recordId: string, dto: RecordDto): Promise<RecordView> {
    const row = await this.find(kind, personnelId, recordId);
    checkVersion(row, dto.version);
    await this.apply(kind, row, dto, await this.person(personnelId));
    await this.db.repo(ENTITY[kind]).save(row);
    return this.get(kind, personnelId, recordId);
  }

  async remove(kind: RecordKind, personnelId: string, recordId: string): Promise<void> {
    const row = await this.find(kind, personnelId, recordId);
    if (kind === 'clearance') {
      const n = await this.db.repo(PersonnelInvestigation).countBy({ clearanceId: row.id });
      if (n) throw new ConflictException(PERSONNEL_MESSAGES.clearanceHasInvestigations);
    }
    await this.db.repo(ENTITY[kind]).remove(row);
  }

  /** GET /personnel/{id}/investigation/completed-investigation */
  async completedInvestigations(personnelId: string, query: Record<string, unknown>): Promise<Page<InvestigationView>> {
    const q = parseList(COMPLETED_INVESTIGATION_LIST, query);
    await this.person(personnelId);
    const qb = this.db
      .repo(PersonnelInvestigation)
      .createQueryBuilder('r')
      .where('r.personnelId = :personnelId AND r.isProcessCompleted', { personnelId });
    return pageOf(qb, COMPLETED_INVESTIGATION_LIST, q, async (rows) => (await this.views('investigation', rows)) as InvestigationView[]);
  }

  /** GET /personnel/{id}/clearance/clearance-with-open-investigation */
  async clearancesWithOpenInvestigation(personnelId: string, query: Record<string, unknown>): Promise<Page<ClearanceView>> {
    const q = parseList(OPEN_INVESTIGATION_CLEARANCE_LIST, query);
    await this.person(personnelId);
    const qb = this.db
      .repo(PersonnelClearance)
      .createQueryBuilder('r')
      .where(
        'r.id IN (SELECT i.clearance_id FROM personnel_investigation i WHERE i.personnel_id = :personnelId AND NOT i.is_process_completed)',
        { personnelId },
      );
    return pageOf(qb, OPEN_INVESTIGATION_CLEARANCE_LIST, q, async (rows) => (await this.views('clearance', rows)) as ClearanceView[]);
  }

  // ------------------------------------------------------------------------------------------

  private async person(id: string): Promise<Personnel> {
    return this.db.findOr404(Personnel, id, 'Personnel');
  }

  private async find(kind: RecordKind, personnelId: string, recordId: string): Promise<PersonRecord> {
    await this.person(personnelId);
    const row = await this.db.findOr404(ENTITY[kind], recordId, RECORD_LABEL[kind]);
    if (row.personnelId !== personnelId) throw recordNotFound(RECORD_LABEL[kind], recordId);
    return row;
  }

  private async apply(kind: RecordKind, row: PersonRecord, dto: RecordDto, person: Personnel): Promise<void> {
    switch (kind) {
      case 'clearance': {
        const d = dto as ClearanceDto;
        assignDefined(row as PersonnelClearance, d, PERSON_RECORD_FIELDS.clearance);
        return;
      }
      case 'special-access': {
        const d = dto as SpecialAccessDto;
        assignDefined(row as PersonnelSpecialAccess, d, PERSON_RECORD_FIELDS.specialAccess);
        if (d.specialAccessBriefReminder !== undefined)
          (row as PersonnelSpecialAccess).specialAccessBriefReminder = d.specialAccessBriefReminder ?? false;
        return;
      }
      case 'polygraph': {
        const d = dto as PolygraphDto;
        assignDefined(row as PersonnelPolygraph, d, PERSON_RECORD_FIELDS.polygraph);
        return;
      }
      case 'investigation':
        return this.applyInvestigation(row as PersonnelInvestigation, dto as InvestigationDto, person);
      case 'badge': {
        const d = { ...(dto as BadgeDto) };
        if (d.contract?.id && d.contractId === undefined) d.contractId = d.contract.id;
        if (d.badgingOfficer?.id && d.badgingOfficerId === undefined) d.badgingOfficerId = d.badgingOfficer.id;
        const badge = row as PersonnelBadge;
        assignDefined(badge, d, PERSON_RECORD_FIELDS.badge);
        // an Active badge is valid: one past its expiry date is not (it may be saved with another status)
        if (badge.badgeStatus === 'ACTIVE' && badge.expiryDate && badge.expiryDate < (await this.settings.tenantToday()))
          throw new BadRequestException(PERSONNEL_MESSAGES.badgeActivePastExpiry(badge.expiryDate));
        return;
      }
    }
  }

  private async applyInvestigation(row: PersonnelInvestigation, dto: InvestigationDto, person: Personnel): Promise<void> {
    const wasComplete = row.isProcessCompleted === true && row.id !== undefined;
    const defined = Object.fromEntries(Object.entries(dto).filter(([, v]) => v !== undefined));
    const merged = { ...row, ...defined } as PersonnelInvestigation;
    failOn(investigationErrors(merged));
    if (wasComplete && dto.isProcessCompleted === false) throw new BadRequestException(PERSONNEL_MESSAGES.investigationReopen);
    const clearance = await this.db.repo(PersonnelClearance).findOneBy({ id: merged.clearanceId });
    if (!clearance || clearance.personnelId !== person.id) throw new BadRequestException(PEOPLE_MESSAGES.notValid('Clearance'));
    assignDefined(row, dto, PERSON_RECORD_FIELDS.investigation);
    if (dto.isProcessCompleted !== undefined) row.isProcessCompleted = dto.isProcessCompleted ?? false;
    if (dto.fingerprintRequired !== undefined) row.fingerprintRequired = dto.fingerprintRequired ?? false;
    if (dto.sfRejectionDates !== undefined) row.sfRejectionDates = dto.sfRejectionDates ?? [];
    row.isProcessCompleted ??= false;
    row.fingerprintRequired ??= false;
    row.sfRejectionDates ??= [];
  }

  // ------------------------------------------------------------------------------------------
  // Views
  // ------------------------------------------------------------------------------------------

  private async facilityNames(ids: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await this.db.repo(Facility).findBy({ id: In(unique) });
    return new Map(rows.map((f) => [f.id, f.facilityName]));
  }

  private async views(kind: RecordKind, rows: PersonRecord[]): Promise<RecordView[]> {
    if (!rows.length) return [];
    switch (kind) {
      case 'clearance':
        return this.clearanceViews(rows as PersonnelClearance[]);
      case 'investigation':
        return this.investigationViews(rows as PersonnelInvestigation[]);
      case 'special-access': {
        const names = await this.facilityNames(rows.map((r) => (r as PersonnelSpecialAccess).facilityId));
        return (rows as PersonnelSpecialAccess[]).map((r) => ({
          id: r.id,
          personnelId: r.personnelId,
          version: r.version,
          facilityId: r.facilityId,
          facilityName: names.get(r.facilityId) ?? '',
          specialAccessType: r.specialAccessType,
          specialAccessStatus: r.specialAccessStatus,
          indoctrinationDate: r.indoctrinationDate,
          initialBriefDate: r.initialBriefDate,
          lastBriefDate: r.lastBriefDate,
          submitDate: r.submitDate,
          ssoLocation: r.ssoLocation,
          briefingOfficer: r.briefingOfficer,
          debriefDate: r.debriefDate,
          specialAccessBriefReminder: r.specialAccessBriefReminder,
          sponsor: r.sponsor,
          ...stamps(r),
        }));
      }
      case 'polygraph': {
        const names = await this.facilityNames(rows.map((r) => (r as PersonnelPolygraph).facilityId));
        const due = await this.due.states(
          'POLYGRAPH',
          rows.map((r) => r.id),
        );
        return (rows as PersonnelPolygraph[]).map((r) => ({
          id: r.id,
          personnelId: r.personnelId,
          version: r.version,
          facilityId: r.facilityId,
          facilityName: names.get(r.facilityId) ?? '',
          polygraphType: r.polygraphType,
          polygraphStatus: r.polygraphStatus,
          polygraphResult: r.polygraphResult,
          agency: r.agency,
          polySystem: r.polySystem,
          polygraphDate: r.polygraphDate,
          nextPolygraphDate: r.nextPolygraphDate,
          dueDate: due.get(r.id)?.due ?? null,
          overdue: due.get(r.id)?.overdue ?? false,
          ...stamps(r),
        }));
      }
      case 'badge':
        return this.badgeViews(rows as PersonnelBadge[]);
    }
  }

  private async clearanceViews(rows: PersonnelClearance[]): Promise<ClearanceView[]> {
    const names = await this.facilityNames(rows.map((r) => r.facilityId));
    const investigations = await this.db.repo(PersonnelInvestigation).find({
      where: { clearanceId: In(rows.map((r) => r.id)) },
      order: { createdAt: 'DESC' },
    });
    const brief = (i: PersonnelInvestigation): InvestigationBriefView => ({
      id: i.id,
      investigationType: i.investigationType,
      clearanceAction: i.clearanceAction,
      status: investigationStatusOf(i.isProcessCompleted),
      investigationOpenDate: i.investigationOpenDate,
      investigationClosedDate: i.investigationClosedDate,
      reinvestigationDate: i.reinvestigationDate,
    });
    return rows.map((r) => {
      const mine = investigations.filter((i) => i.clearanceId === r.id);
      const completed = mine
        .filter((i) => i.isProcessCompleted)
        .sort((a, b) => (b.investigationClosedDate ?? '').localeCompare(a.investigationClosedDate ?? ''))[0];
      const open = mine.find((i) => !i.isProcessCompleted);
      return {
        id: r.id,
        personnelId: r.personnelId,
        version: r.version,
        facilityId: r.facilityId,
        facilityName: names.get(r.facilityId) ?? '',
        pclStatus: r.pclStatus,
        indoctrinationLevel: r.indoctrinationLevel,
        pclEligibility: r.pclEligibility,
        pclDetermination: r.pclDetermination,
        eligibilityDeterminationDate: r.eligibilityDeterminationDate,
        initialBriefingDate: r.initialBriefingDate,
        ownedServiced: r.ownedServiced,
        clearanceGrantingAgency: r.clearanceGrantingAgency,
        deBriefDate: r.deBriefDate,
        ndaDate: r.ndaDate,
        attestationDate: r.attestationDate,
        billet: r.billet,
        ceStatus: r.ceStatus,
        ceEnteredDate: r.ceEnteredDate,
        completedInvestigation: completed ? brief(completed) : null,
        openInvestigation: open ? brief(open) : null,
        ...stamps(r),
      };
    });
  }

  private async investigationViews(rows: PersonnelInvestigation[]): Promise<InvestigationView[]> {
    const clearances = await this.db.repo(PersonnelClearance).findBy({ id: In([...new Set(rows.map((r) => r.clearanceId))]) });
    const byId = new Map(clearances.map((c) => [c.id, c]));
    const names = await this.facilityNames(clearances.map((c) => c.facilityId));
    const due = await this.due.states(
      'REINVESTIGATION',
      rows.map((r) => r.id),
    );
    return rows.map((r) => {
      const c = byId.get(r.clearanceId)!;
      return {
        id: r.id,
        personnelId: r.personnelId,
        version: r.version,
        clearanceId: r.clearanceId,
        clearance: {
          id: c.id,
          pclEligibility: c.pclEligibility,
          pclStatus: c.pclStatus,
          facilityId: c.facilityId,
          facilityName: names.get(c.facilityId) ?? '',
        },
        status: investigationStatusOf(r.isProcessCompleted),
        clearanceType: r.clearanceType,
        pclStatus: r.pclStatus,
        clearanceAction: r.clearanceAction,
        investigationType: r.investigationType,
        clearanceInvestigatingAgency: r.clearanceInvestigatingAgency,
        isProcessCompleted: r.isProcessCompleted,
        initiatedPsiDate: r.initiatedPsiDate,
        fingerprintRequired: r.fingerprintRequired,
        fingerprintSubmittedDate: r.fingerprintSubmittedDate,
        fingerprintAcceptedDate: r.fingerprintAcceptedDate,
        fingerprintTakenBy: r.fingerprintTakenBy,
        fingerprintTcnNumber: r.fingerprintTcnNumber,
        readyReviewDate: r.readyReviewDate,
        psqSentOpmDate: r.psqSentOpmDate,
        releasedSignFormsDate: r.releasedSignFormsDate,
        releaseCafDate: r.releaseCafDate,
        sacDate: r.sacDate,
        sfRejectionDates: r.sfRejectionDates ?? [],
        eqipPincode: r.eqipPincode,
        siiCaseNumber: r.siiCaseNumber,
        investigationOpenDate: r.investigationOpenDate,
        investigationClosedDate: r.investigationClosedDate,
        reinvestigationDate: r.reinvestigationDate,
        adjScheduledDate: r.adjScheduledDate,
        adjCompletedDate: r.adjCompletedDate,
        reinvestigationDue: due.get(r.id)?.due ?? null,
        reinvestigationOverdue: due.get(r.id)?.overdue ?? false,
        ...stamps(r),
      };
    });
  }

  private async badgeViews(rows: PersonnelBadge[]): Promise<BadgeView[]> {
    const officerIds = [...new Set(rows.map((r) => r.badgingOfficerId).filter((x): x is string => !!x))];
    const officers = officerIds.length ? await this.db.repo(Personnel).findBy({ id: In(officerIds) }) : [];
    const contacts = officerIds.length
      ? await this.db.repo(PersonnelContact).findBy({ personnelId: In(officerIds), contactTypeEnum: 'PERSONAL' })
      : [];
    const officerView = new Map(
      officers.map((o) => [
        o.id,
        { id: o.id, name: fullName(o), phone: phoneOf(contacts.find((c) => c.personnelId === o.id)), email: o.workEmail },
      ]),
    );
    const today = await this.settings.tenantToday();
    return rows.map((r) => {
      const officer = r.badgingOfficerId ? (officerView.get(r.badgingOfficerId) ?? null) : null;
      return {
        id: r.id,
        personnelId: r.personnelId,
        version: r.version,
        contractId: r.contractId,
        issuingAgency: r.issuingAgency,
        badgeNumber: r.badgeNumber,
        badgeType: r.badgeType,
        badgeStatus: r.badgeStatus,
        issueDate: r.issueDate,
        expiryDate: r.expiryDate,
        renewalSubmissionDate: r.renewalSubmissionDate,
        organization: r.organization,
        badgingOfficerId: r.badgingOfficerId,
        badgingOfficer: officer,
        badgingOfficerName: officer?.name ?? null,
        badgingOfficerPhone: officer?.phone ?? null,
        badgingOfficerEmail: officer?.email ?? null,
        expired: badgeExpired(r, today),
        ...stamps(r),
      };
    });
  }
}
