import { Injectable } from '@nestjs/common';
import { RddService } from '../settings';
import type { Personnel } from './personnel.entity';

/** The access types a person's required-document defaults match: their special systems, plus KMP and SMO. */
export function accessTypesOf(p: Pick<Personnel, 'specialSystemAccessList' | 'kmp' | 'kmpType'>): string[] {
  const out = [...(p.specialSystemAccessList ?? [])];
  if (p.kmp) out.push('KMP');
  if (p.kmp && p.kmpType === 'SENIOR_MANAGEMENT_OFFICIAL') out.push('SMO');
  return out;
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
