import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** Inputs laid out in columns that wrap on narrow screens. */
export const FieldGrid = ({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 | 4 }) => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: `repeat(${columns}, minmax(0, 1fr))` },
      columnGap: 2,
      alignItems: 'start',
      '& .MuiFormControl-root': { width: '100%' },
    }}
  >
    {children}
  </Box>
);

/** A titled group of inputs inside a form. */
export const FormSection = ({
  title,
  children,
  columns,
  grid = true,
}: {
  title?: string;
  children: ReactNode;
  columns?: 2 | 3 | 4;
  /** false when the children lay themselves out (an address block) */
  grid?: boolean;
}) => (
  <Box component="section" sx={{ mb: 2 }}>
    {title && (
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
    )}
    {grid ? <FieldGrid columns={columns}>{children}</FieldGrid> : children}
  </Box>
);
