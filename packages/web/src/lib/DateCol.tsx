import type { ComponentProps } from 'react';
import { DataTable } from 'react-admin';
import { formatDate, formatDateTime } from './dates';

/**
 * The one date column of every list: the record's `source` (a day or an instant) in the user's short
 * date, or date and time with `time`.
 */
export const DateCol = ({
  time = false,
  ...props
}: Omit<ComponentProps<typeof DataTable.Col>, 'render' | 'source'> & { source: string; time?: boolean }) => (
  <DataTable.Col
    {...props}
    render={(record: Record<string, unknown>) => {
      const value = record?.[props.source] as string | null | undefined;
      return time ? formatDateTime(value) : formatDate(value);
    }}
  />
);
