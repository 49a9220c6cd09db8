import { forwardRef, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import {
  DataTable,
  DataTableBody,
  DataTableRow,
  type DataTableBodyProps,
  type DataTableRowProps,
  List,
  Pagination,
  SearchInput,
  useCanAccess,
  useNotify,
  useResourceContext,
  type DataTableProps,
  type ListProps,
} from 'react-admin';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@clearline/shared';
import { LABELS, MESSAGES } from '@clearline/shared/messages';
import { statusOf } from '../providers/httpClient';

/**
 * The actions column takes its own space after the data columns (as narrow as its buttons), never
 * pinned over them: a wide table scrolls horizontally and every column can be read.
 */
export const actionsColSx = { whiteSpace: 'nowrap', width: '1%' } as const;

const asArray = <T,>(sx: T | readonly T[] | undefined): T[] => (sx === undefined ? [] : Array.isArray(sx) ? [...sx] : [sx as T]);

/** Enter on a row itself (not on a button inside it) opens the row's record, as a click does. */
const openOnEnter = (event: KeyboardEvent<HTMLTableRowElement>) => {
  if (event.key === 'Enter' && event.target === event.currentTarget) event.currentTarget.click();
};

/**
 * A row that takes focus and opens its record with Enter: a list is usable from the keyboard alone (WCAG 2.1.1).
 * `KeyboardBody` is the body of such rows, for every table whose rows open something (`rowClick`).
 */
const KeyboardRow = forwardRef<HTMLTableRowElement, DataTableRowProps>((props, ref) => (
  <DataTableRow ref={ref} {...props} tabIndex={0} onKeyDown={openOnEnter} />
));
KeyboardRow.displayName = 'KeyboardRow';
export const KeyboardBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={KeyboardRow} />;

/** A focused row shows where the keyboard is. */
export const rowFocusSx = { '& .RaDataTable-row:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } };

export interface ListTableProps extends Omit<ListProps, 'children'> {
  /** `<DataTable.Col>` / `<DataTable.NumberCol>` columns. */
  children: ReactNode;
  /** Row actions (e.g. `<EditButton/>`, `<DeleteRowButton/>`), rendered in the last column. */
  rowActions?: ReactNode;
  /** Filters shown next to the quick filter (`q`, always on). */
  extraFilters?: ReactElement[];
  /** Persistent error toast when the list fails; defaults to "Error While Fetching Table Data". */
  errorMessage?: string;
  dataTableProps?: Omit<DataTableProps, 'children'>;
}

/**
 * The product's table defaults (spec 01 §2, §9): quick filter, pagination 10/20/50 (default 10),
 * an actions column after the data columns and a persistent error toast when loading fails.
 */
export const ListTable = ({
  children,
  rowActions,
  extraFilters = [],
  errorMessage = MESSAGES.tableFetchError,
  dataTableProps,
  queryOptions,
  sx,
  ...listProps
}: ListTableProps) => {
  const notify = useNotify();
  const resource = useResourceContext(listProps);
  // react-admin fires the list query once before redirecting a denied user; wait for a yes instead.
  const { canAccess } = useCanAccess({ resource, action: 'list' });
  return (
    <List
      perPage={DEFAULT_PAGE_SIZE}
      pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={LABELS.search} />, ...extraFilters]}
      queryOptions={{
        // A 401 redirects to /login instead (checkError); anything else keeps the toast until closed.
        onError: (error: unknown) => {
          if (statusOf(error) !== 401) notify(errorMessage, { type: 'error', autoHideDuration: null });
        },
        ...queryOptions,
        enabled: canAccess === true && (queryOptions?.enabled ?? true),
      }}
      // the table scrolls inside its wrapper instead of widening the page
      sx={[{ '& .RaList-main': { minWidth: 0 } }, ...asArray(sx)]}
      {...listProps}
    >
      <DataTable
        body={dataTableProps?.rowClick ? KeyboardBody : undefined}
        {...dataTableProps}
        sx={[{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }, rowFocusSx, ...asArray(dataTableProps?.sx)]}
      >
        {children}
        {rowActions && (
          <DataTable.Col label={LABELS.actions} disableSort align="right" sx={actionsColSx}>
            {rowActions}
          </DataTable.Col>
        )}
      </DataTable>
    </List>
  );
};
