import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@clearline/shared';

/** The type of a list filter: how its value is read, checked and compared. */
export type ListFilterType = 'uuid' | 'enum' | 'string' | 'boolean' | 'date' | 'dateRange' | 'number';

export interface ListFilterDefinition {
  type: ListFilterType;
  /**
   * The SQL expression (or, for lists built in memory, the item property) the value is compared with:
   * `column = value`, `column = ANY(values)` for several values, `column >= / <=` for the `_gte`/`_lte`
   * bounds of a dateRange or number.
   */
  column?: string;
  /** A condition of its own instead of `column = value`; `p` is the bound value's placeholder. */
  condition?: (p: string) => string;
  /** enum: the accepted values */
  values?: readonly string[];
  /** one value only (uuid, enum and string filters otherwise take several) */
  single?: boolean;
  /** a filter the list cannot be read without */
  required?: boolean;
  /** what the filter does, for the API documentation */
  description?: string;
}

export interface ListDefinitionInput {
  /** the resource named in Content-Range */
  resource: string;
  /**
   * sortable field → SQL column or expression (lists built in memory: the item property), or several
   * columns ordered in the same direction (e.g. a type, then its position within the type)
   */
  sortable: Readonly<Record<string, string | readonly string[]>>;
  defaultSort: { field: string; direction: 'ASC' | 'DESC' };
  /** the row's id column: the tie-breaker of every order and the column of the `id` filter */
  id?: string;
  /** columns searched (contains, any case) by the quick filter `q` */
  quickFilter?: readonly string[];
  /** the quick filter as a condition of its own; `p` is the placeholder of the `%term%` pattern */
  quickFilterCondition?: (p: string) => string;
  filters?: Readonly<Record<string, ListFilterDefinition>>;
  /** empty values sort last in both directions */
  nullsLast?: boolean;
  /** rows answered without page/size/range (DEFAULT_PAGE_SIZE unless the list is a picker of every choice) */
  defaultSize?: number;
}

export interface ListDefinition extends ListDefinitionInput {
  id: string;
  filters: Readonly<Record<string, ListFilterDefinition>>;
  defaultSize: number;
}

/**
 * Declares a list: its sortable fields, quick filter and typed filters. `parseList` validates a request
 * against it, `listSql`/`applyList`/`pageInMemory` build the answer and `@ListEndpoint` documents it.
 */
export function defineList(input: ListDefinitionInput): ListDefinition {
  if (!(input.defaultSort.field in input.sortable)) {
    throw new Error(`List ${input.resource}: the default sort ${input.defaultSort.field} is not sortable`);
  }
  const defaultSize = input.defaultSize ?? DEFAULT_PAGE_SIZE;
  if (defaultSize < 1 || defaultSize > MAX_PAGE_SIZE) throw new Error(`List ${input.resource}: defaultSize out of bounds`);
  for (const [name, f] of Object.entries(input.filters ?? {})) {
    if (!f.column && !f.condition) throw new Error(`List ${input.resource}: filter ${name} has neither column nor condition`);
    if (f.type === 'enum' && !f.values?.length) throw new Error(`List ${input.resource}: enum filter ${name} has no values`);
    if (name === 'q' || name === 'id' || RESERVED.includes(name)) throw new Error(`List ${input.resource}: ${name} is reserved`);
  }
  return { ...input, id: input.id ?? 'id', filters: input.filters ?? {}, defaultSize };
}

/** Query parameters of every list; a filter cannot take their names. */
export const RESERVED = ['page', 'size', 'sort', 'range', 'filter'];
