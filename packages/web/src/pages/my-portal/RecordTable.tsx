import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { MY_PORTAL_MESSAGES as M } from '@clearline/shared';

export interface Column<T> {
  label: string;
  value: (row: T) => ReactNode;
}

/** A read-only table of my records of one kind, or "None on record.". */
export function RecordTable<T extends { id: string }>({ label, rows, columns }: { label: string; rows: T[]; columns: Column<T>[] }) {
  if (!rows.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {M.noRecords}
      </Typography>
    );
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.label}>{c.label}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id}>
            {columns.map((c) => (
              <TableCell key={c.label}>{c.value(r) ?? '—'}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
