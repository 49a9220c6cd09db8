import type { ReactNode } from 'react';
import { Box, Card, CardContent, CardHeader } from '@mui/material';
import { DataTable, ListContextProvider, useList } from 'react-admin';
import { LoadState } from '../../../../lib/LoadState';

export interface DetailTableProps<T extends { id: string }> {
  title: string;
  rows: T[] | undefined;
  isPending: boolean;
  error: unknown;
  /** what the table says when it has no rows */
  empty: string;
  /** buttons of the card header (e.g. Add) */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled table of one facility tab (few rows per facility: sorted and paged in the browser). */
export function DetailTable<T extends { id: string }>({ title, rows, isPending, error, empty, action, children }: DetailTableProps<T>) {
  const list = useList({ data: rows ?? [], isPending, perPage: 50 });
  return (
    <Card component="section" aria-label={title} sx={{ mb: 2 }}>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} action={action} />
      <CardContent sx={{ pt: 0 }}>
        {error ? (
          <LoadState isPending={false} error={error} />
        ) : (
          <ListContextProvider value={list}>
            <Box sx={{ overflowX: 'auto' }}>
              <DataTable bulkActionButtons={false} rowClick={false} empty={<Box sx={{ p: 2, color: 'text.secondary' }}>{empty}</Box>}>
                {children}
              </DataTable>
            </Box>
          </ListContextProvider>
        )}
      </CardContent>
    </Card>
  );
}
