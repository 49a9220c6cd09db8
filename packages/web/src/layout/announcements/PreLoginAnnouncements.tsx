import { Alert, AlertTitle, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { fetchPreLoginAnnouncements, type PreLoginAnnouncement } from './api';

/**
 * The pre-login area of /login (GET /announcements/active/pre-login, no session needed): active
 * system announcements marked "show before login"; one that stops logins is shown as a warning.
 * Renders nothing when there are none or the call fails.
 */
export const PreLoginAnnouncements = ({ width = 420 }: { width?: number }) => {
  const [items, setItems] = useState<PreLoginAnnouncement[]>([]);
  useEffect(() => {
    let live = true;
    fetchPreLoginAnnouncements()
      .then((list) => live && Array.isArray(list) && setItems(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!items.length) return null;
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: width }} aria-label="Announcements" data-testid="pre-login-announcements">
      {items.map((a) => (
        <Alert key={a.id} severity={a.stopUserLogin ? 'warning' : 'info'}>
          <AlertTitle>{a.announcementTitle}</AlertTitle>
          <span style={{ whiteSpace: 'pre-line' }}>{a.announcementText}</span>
        </Alert>
      ))}
    </Stack>
  );
};
