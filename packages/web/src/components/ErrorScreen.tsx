import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';

/** Full-page message used by the 404/500 pages and the error boundaries. */
export const ErrorScreen = ({ message, action }: { message: string; action?: ReactNode }) => (
  <Box sx={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
    <Card sx={{ maxWidth: 520, width: '100%', textAlign: 'center' }}>
      <CardContent>
        <ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} />
        <Typography variant="h5" component="h1" sx={{ my: 2 }}>
          {message}
        </Typography>
        {action}
      </CardContent>
    </Card>
  </Box>
);
