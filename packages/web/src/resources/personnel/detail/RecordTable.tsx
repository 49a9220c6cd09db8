import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardContent, CardHeader } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, ListContextProvider, useList } from 'react-admin';
import { LoadState } from '../../../lib/LoadState';
import { KeyboardBody, rowFocusSx } from '../../../components/ListTable';

export interface RecordTableProps<T extends { id: string }> {
  title: string;
  rows: T[] | undefined;
  isPending: boolean;
  error: unknown;
  /** The add page; the button shows only when given (CREATE on PERSONNEL). */
  addTo?: string;
  addLabel?: string;
  /** The detail page of a row. */
  rowTo?: (row: T) => string;
  children: ReactNode;
}

/** A titled table of a person's records (few per person: sorted and paged in the browser). */
export function RecordTable<T extends { id: string }>({
  title,
  rows,
  isPending,
  error,
  addTo,
  addLabel,
  rowTo,
  children,
}: RecordTableProps<T>) {
  const list = useList({ data: rows ?? [], isPending, perPage: 50 });
  return (
    <Card component="section" aria-label={title} sx={{ mb: 2 }}>
      <CardHeader
        title={title}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          addTo ? (
            <Button component={RouterLink} to={addTo} startIcon={<AddIcon />} variant="contained" size="small">
              {addLabel ?? 'Add'}
            </Button>
          ) : undefined
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {error ? (
          <LoadState isPending={false} error={error} />
        ) : (
          <ListContextProvider value={list}>
            <Box sx={{ overflowX: 'auto' }}>
              <DataTable
                bulkActionButtons={false}
                body={rowTo ? KeyboardBody : undefined}
                sx={rowFocusSx}
                rowClick={rowTo ? (_id, _resource, record) => rowTo(record as T) : false}
                empty={<Box sx={{ p: 2, color: 'text.secondary' }}>No records</Box>}
              >
                {children}
              </DataTable>
            </Box>
          </ListContextProvider>
        )}
      </CardContent>
    </Card>
  );
}
