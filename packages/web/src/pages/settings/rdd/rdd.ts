import {
  CMMC_LEVEL,
  COMPANY_TYPE,
  EMPLOYMENT_TYPE,
  isIsoDay,
  RDD_KIND_LABEL,
  RDD_KIND_SCOPE,
  RDD_OPTION_TYPE,
  requiredDocumentTypesFor,
  type RddKind,
  type SettingOption,
} from '@clearline/shared';
import { registerApiPath } from '../../../providers/dataProvider';
import { registerResourceModule } from '../../../providers/access';
import { registerResourceName } from '../../../providers/i18nProvider';
import { api, dataOf, type Schema } from '../../../api/client';
import { tenantToday } from '../../../lib/dates';

/** A required-document default as /tenant-settings/{kind}-rdd answers it. */
export type Rdd = Schema<'RddDto'>;

/** What the dialog edits. */
export interface RddForm {
  optionType: string;
  option: string;
  updatedDate: string;
  requiredDocuments: string[];
}

export const RDD_TABS: ReadonlyArray<{ kind: RddKind; tab: string }> = [
  { kind: 'personnel', tab: 'PERSONNEL' },
  { kind: 'facility', tab: 'FACILITY' },
  { kind: 'cmmc', tab: 'CMMC' },
];

/** react-admin resource name of a tab's list (its table, quick filter, pagination and delete button). */
export const rddResource = (kind: RddKind): string => `${kind}-rdd`;
for (const { kind } of RDD_TABS) {
  registerApiPath(rddResource(kind), `tenant-settings/${kind}-rdd`);
  registerResourceModule(rddResource(kind), 'TENANT_SETTINGS');
  registerResourceName(rddResource(kind), 'required document default', 'required document defaults');
}

export const optionTypesOf = (kind: RddKind): string[] =>
  kind === 'personnel' ? ['ACCESS_TYPE', 'EMPLOYMENT_TYPE'] : kind === 'facility' ? ['COMPANY_TYPE'] : ['CMMC_LEVEL'];

export const optionTypeLabel = (t: string): string =>
  (RDD_OPTION_TYPE as Record<string, string>)[t] ?? (t === 'CMMC_LEVEL' ? 'CMMC Level' : t);

const STATIC_OPTIONS: Record<string, Record<string, string>> = {
  EMPLOYMENT_TYPE: EMPLOYMENT_TYPE,
  COMPANY_TYPE: COMPANY_TYPE,
  CMMC_LEVEL: CMMC_LEVEL,
};

/** Label of an option value (access types come from the tenant's settings, so their labels are passed in). */
export function optionLabel(optionType: string | undefined, option: string | undefined, accessTypes: SettingOption[] = []): string {
  if (!option) return '';
  if (optionType === 'ACCESS_TYPE') return accessTypes.find((o) => o.value === option)?.label ?? option;
  return STATIC_OPTIONS[optionType ?? '']?.[option] ?? option;
}

/** The document checkboxes of a tab. */
export const documentChoices = (kind: RddKind) => requiredDocumentTypesFor(RDD_KIND_SCOPE[kind]);

export const kindLabel = (kind: RddKind): string => RDD_KIND_LABEL[kind];

/** The dialog's starting values: add pre-fills today's date; edit shows the record. */
export function initialForm(kind: RddKind, record?: Rdd): RddForm {
  if (!record)
    return {
      optionType: kind === 'facility' ? 'COMPANY_TYPE' : kind === 'cmmc' ? 'CMMC_LEVEL' : '',
      option: '',
      updatedDate: tenantToday(),
      requiredDocuments: [],
    };
  return {
    optionType: kind === 'cmmc' ? 'CMMC_LEVEL' : (record.optionType ?? ''),
    option: (kind === 'cmmc' ? record.cmmcLevel : record.option) ?? '',
    updatedDate: record.updatedDate,
    requiredDocuments: [...record.requiredDocuments],
  };
}

/** Field errors of the dialog ('{label} is required'), keyed by field. */
export function formErrors(kind: RddKind, f: RddForm): Partial<Record<keyof RddForm, string>> {
  const errors: Partial<Record<keyof RddForm, string>> = {};
  if (kind !== 'cmmc' && !f.optionType) errors.optionType = 'Option Type is required';
  if (!f.option) errors.option = kind === 'cmmc' ? 'CMMC Level is required' : 'Option is required';
  if (!isIsoDay(f.updatedDate)) errors.updatedDate = 'Invalid Date';
  if (!f.requiredDocuments.length) errors.requiredDocuments = 'Choose at least one required document';
  return errors;
}

/** The POST/PUT body of a tab (the form holds the API's choices, so its values go as the request type's). */
export function toBody(
  kind: RddKind,
  f: RddForm,
): Schema<'CmmcRddInputDto'> | Schema<'PersonnelRddInputDto'> | Schema<'FacilityRddInputDto'> {
  const base = { updatedDate: f.updatedDate, requiredDocuments: f.requiredDocuments } as Pick<
    Schema<'CmmcRddInputDto'>,
    'updatedDate' | 'requiredDocuments'
  >;
  return kind === 'cmmc'
    ? { cmmcLevel: f.option as Schema<'CmmcRddInputDto'>['cmmcLevel'], ...base }
    : ({ optionType: f.optionType, option: f.option, ...base } as Schema<'PersonnelRddInputDto'> | Schema<'FacilityRddInputDto'>);
}

export const fetchOptions = async (optionType: string): Promise<SettingOption[]> =>
  dataOf(await api.GET('/api/v1/tenant-settings/rdd-options/{optionType}', { params: { path: { optionType } } }));

const RDD_PATHS = {
  personnel: ['/api/v1/tenant-settings/personnel-rdd', '/api/v1/tenant-settings/personnel-rdd/{id}'],
  facility: ['/api/v1/tenant-settings/facility-rdd', '/api/v1/tenant-settings/facility-rdd/{id}'],
  cmmc: ['/api/v1/tenant-settings/cmmc-rdd', '/api/v1/tenant-settings/cmmc-rdd/{id}'],
} as const satisfies Record<RddKind, readonly [string, string]>;

/** POST /tenant-settings/{kind}-rdd, or PUT …/{id} for an existing one. */
export async function saveRdd(kind: RddKind, f: RddForm, id?: string): Promise<Rdd> {
  // The three kinds share one shape: the calls go through the personnel kind's signature.
  const [list, one] = RDD_PATHS[kind] as unknown as (typeof RDD_PATHS)['personnel'];
  const body = toBody(kind, f) as never;
  return dataOf(await (id ? api.PUT(one, { params: { path: { id } }, body }) : api.POST(list, { body })));
}
