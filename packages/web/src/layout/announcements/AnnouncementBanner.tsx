import { Alert, AlertTitle, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ANNOUNCEMENT_MESSAGES } from '@clearline/shared';
import { dismissAnnouncement, fetchMyAnnouncements, type ActiveAnnouncement } from './api';

/** After sign-in: the active system and tenant announcements for the user's roles, each dismissible. */
export const AnnouncementBanner = () => {
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: ['announcements', 'me'], queryFn: fetchMyAnnouncements, staleTime: 60_000 });
  if (!data?.length) return null;
  const dismiss = async (a: ActiveAnnouncement) => {
    queryClient.setQueryData<ActiveAnnouncement[]>(['announcements', 'me'], (list) => list?.filter((x) => x.id !== a.id));
    try {
      await dismissAnnouncement(a);
    } finally {
      await queryClient.invalidateQueries({ queryKey: ['announcements', 'me'] });
    }
  };
  return (
    <Stack spacing={1} sx={{ mt: 1 }} aria-label="Announcements" data-testid="announcement-banner">
      {data.map((a) => (
        <Alert
          key={`${a.type}:${a.id}`}
          severity={a.type === 'SYSTEM' ? 'warning' : 'info'}
          onClose={() => dismiss(a)}
          slotProps={{
            closeButton: { 'aria-label': `${ANNOUNCEMENT_MESSAGES.dismiss} ${a.announcementTitle}`, title: ANNOUNCEMENT_MESSAGES.dismiss },
          }}
        >
          <AlertTitle>{a.announcementTitle}</AlertTitle>
          <span style={{ whiteSpace: 'pre-line' }}>{a.announcementText}</span>
        </Alert>
      ))}
    </Stack>
  );
};
