import { Injectable } from '@nestjs/common';
import { RddService } from '../settings';
import type { Personnel, PersonnelDocument } from './personnel.entity';

/** The access types a person's required-document defaults match: their special systems, plus KMP and SMO. */
export function accessTypesOf(p: Pick<Personnel, 'specialSystemAccessList' | 'kmp' | 'kmpType'>): string[] {
  const out = [...(p.specialSystemAccessList ?? [])];
  if (p.kmp) out.push('KMP');
  if (p.kmp && p.kmpType === 'SENIOR_MANAGEMENT_OFFICIAL') out.push('SMO');
  return out;
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

/** The required-document defaults of the tenant as they apply to a person. */
@Injectable()
export class RequiredDocumentDefaults {
  constructor(private readonly rdd: RddService) {}

  /**
   * Document titles the tenant's required-document defaults ask of this person (their employment type
   * and each access type); none when the tenant turned RDD_APPLY_TO_NEW_RECORDS off.
   */
  async titlesFor(p: Personnel): Promise<string[]> {
    const matches = accessTypesOf(p).map((option) => ({ optionType: 'ACCESS_TYPE', option }));
    if (p.employmentType) matches.push({ optionType: 'EMPLOYMENT_TYPE', option: p.employmentType });
    return this.rdd.requiredDocumentsFor('personnel', matches);
  }
}
