import { Injectable } from '@nestjs/common';
import { TenantDb } from '../../core/database/tenant-db';
import { RddService } from '../settings';
import { type Personnel, PersonnelDocument } from './personnel.entity';

/** What of a person the required-document defaults match: the employment type and the access types. */
export type DefaultsMatch = Pick<Personnel, 'employmentType' | 'specialSystemAccessList' | 'kmp' | 'kmpType'>;

/** A copy of what the defaults match of a person, taken before a change. */
export const defaultsMatchOf = (p: DefaultsMatch): DefaultsMatch => ({
  employmentType: p.employmentType ?? null,
  specialSystemAccessList: [...(p.specialSystemAccessList ?? [])],
  kmp: p.kmp,
  kmpType: p.kmpType ?? null,
});

function sameMatch(a: DefaultsMatch, b: DefaultsMatch): boolean {
  const x = new Set(accessTypesOf(a));
  const y = new Set(accessTypesOf(b));
  return (a.employmentType ?? null) === (b.employmentType ?? null) && x.size === y.size && [...x].every((t) => y.has(t));
}

/** The access types a person's required-document defaults match: their special systems, plus KMP and SMO. */
export function accessTypesOf(p: Pick<Personnel, 'specialSystemAccessList' | 'kmp' | 'kmpType'>): string[] {
  const out = [...(p.specialSystemAccessList ?? [])];
  if (p.kmp) out.push('KMP');
  if (p.kmp && p.kmpType === 'SENIOR_MANAGEMENT_OFFICIAL') out.push('SMO');
  return out;
}

/** The options of the tenant's personnel defaults a person matches: each access type, and the employment type. */
export function defaultsMatchesOf(p: DefaultsMatch): Array<{ optionType: string; option: string }> {
  const matches = accessTypesOf(p).map((option) => ({ optionType: 'ACCESS_TYPE', option }));
  if (p.employmentType) matches.push({ optionType: 'EMPLOYMENT_TYPE', option: p.employmentType });
  return matches;
}

/** Statuses of a document that has arrived (anything else still counts as missing). */
const PRESENT_STATUSES = new Set(['CURRENT', 'ACTIVE', 'NEEDS_REVIEW', 'ON_HOLD']);

/**
 * The titles a person must have and the ones still missing. A title is required when a document of it
 * is marked required, or when a required-document default matches the person (access type or
 * employment type) and the Required Documents step did not switch it off. It is missing until a
 * document of that title with a file is CURRENT, ACTIVE, NEEDS_REVIEW or ON_HOLD.
 */
export function missingTitles(
  defaults: ReadonlyArray<string>,
  docs: ReadonlyArray<Pick<PersonnelDocument, 'titleId' | 'required' | 'fileKey' | 'documentStatus'>>,
): { required: string[]; missing: string[] } {
  const byTitle = new Map<string, typeof docs>();
  for (const d of docs) byTitle.set(d.titleId, [...(byTitle.get(d.titleId) ?? []), d]);
  const required = new Set<string>();
  for (const [title, list] of byTitle) if (list.some((d) => d.required)) required.add(title);
  for (const title of defaults) {
    const list = byTitle.get(title);
    if (!list || list.some((d) => d.required || d.fileKey)) required.add(title);
  }
  const missing = [...required].filter((t) => !onFile(t, docs));
  return { required: [...required].sort(), missing: missing.sort() };
}

/** Whether a document of the title has arrived: it has a file and is CURRENT, ACTIVE, NEEDS_REVIEW or ON_HOLD. */
export function onFile(titleId: string, docs: ReadonlyArray<Pick<PersonnelDocument, 'titleId' | 'fileKey' | 'documentStatus'>>): boolean {
  return docs.some((d) => d.titleId === titleId && d.fileKey && PRESENT_STATUSES.has(d.documentStatus));
}

/** Whether the person's Required Documents step switched the title off (rows of it, none required, none with a file). */
export function switchedOff(titleId: string, docs: ReadonlyArray<Pick<PersonnelDocument, 'titleId' | 'required' | 'fileKey'>>): boolean {
  const list = docs.filter((d) => d.titleId === titleId);
  return list.length > 0 && !list.some((d) => d.required || d.fileKey);
}

/**
 * The required-document defaults of the tenant as they apply to a person. They are written into the person's
 * documents (`apply`) when the person is created and whenever what they match changes, so the record says what is
 * required: a new hire, an API or wizard create, an employment type or access type changed later.
 */
@Injectable()
export class RequiredDocumentDefaults {
  constructor(
    private readonly db: TenantDb,
    private readonly rdd: RddService,
  ) {}

  /**
   * Document titles the tenant's required-document defaults ask of this person (their employment type
   * and each access type); none when the tenant turned RDD_APPLY_TO_NEW_RECORDS off.
   */
  async titlesFor(p: DefaultsMatch): Promise<string[]> {
    return this.rdd.requiredDocumentsFor('personnel', defaultsMatchesOf(p));
  }

  /**
   * Writes the defaults into a saved person's documents: on creation (`before` null) and when what the defaults
   * match (employment type, access types) differs from `before`.
   * - A title the defaults name (now, or before the change) that the person has no document of gets a required
   *   MISSING placeholder.
   * - A title the defaults name now and did not before, whose documents are none of them required: the latest is
   *   marked required.
   * - Otherwise the documents stay as they are: a title the defaults no longer name is kept as it was (it may hold an
   *   uploaded document; a person decides whether it is still needed), and a choice the Required Documents step made
   *   for a title named before and now stands.
   */
  async apply(p: Personnel, before: DefaultsMatch | null): Promise<void> {
    if (before && sameMatch(before, p)) return;
    const now = await this.titlesFor(p);
    const was = before ? await this.titlesFor(before) : [];
    if (!now.length && !was.length) return;
    const repo = this.db.repo(PersonnelDocument);
    const docs = await repo.findBy({ personnelId: p.id });
    for (const titleId of new Set([...was, ...now])) {
      const rows = docs.filter((d) => d.titleId === titleId);
      if (!rows.length) {
        await repo.save(repo.create({ personnelId: p.id, titleId, required: true, documentStatus: 'MISSING' }));
      } else if (!was.includes(titleId) && !rows.some((d) => d.required)) {
        const latest = rows.reduce((a, b) => (b.createdAt > a.createdAt ? b : a));
        latest.required = true;
        await repo.save(latest);
      }
    }
  }
}
