import { useState } from 'react';
import { Avatar, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { PERSONNEL_MESSAGES } from '@clearline/shared/messages-people';
import { personnelApi } from '../api';
import { failureMessage } from '../../../lib/feedback';
import { fullName } from '../payload';
import { personKey } from '../queries';
import type { Personnel } from '../types';
import { FilePickButton } from './FilePickButton';

const PICTURE_TYPES = ['png', 'jpg', 'gif'] as const;

/** The profile photo (GET /personnel/{id}/picture), with upload or replace for users who may update the person. */
export const PhotoCard = ({ person, canEdit }: { person: Personnel; canEdit: boolean }) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const photo = person.profilePhoto;
  const name = fullName(person);

  const upload = async (file: File) => {
    setBusy(true);
    try {
      const saved = await personnelApi.putPicture(person.id, file);
      queryClient.setQueryData(personKey(person.id), saved);
      notify(PERSONNEL_MESSAGES.updated(fullName(saved)), { type: 'success' });
    } catch (error) {
      notify(failureMessage(error, PERSONNEL_MESSAGES.updateFailed), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-label="Profile Photo" sx={{ mb: 2 }}>
      <CardHeader title="Profile Photo" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar
            variant="rounded"
            // the person's version changes with each upload, so the browser does not keep the old photo
            src={photo ? `${photo.path}?v=${person.version}` : undefined}
            alt={photo ? `Profile photo of ${name}` : undefined}
            sx={{ width: 120, height: 120, fontSize: 40 }}
          >
            {`${person.firstName[0] ?? ''}${person.lastName[0] ?? ''}`}
          </Avatar>
          <Stack spacing={1}>
            <Typography variant="body2" color="text.secondary">
              {photo ? photo.name : 'No photo uploaded'}
            </Typography>
            {canEdit && (
              <FilePickButton label={photo ? 'Replace Photo' : 'Upload Photo'} accept={PICTURE_TYPES} disabled={busy} onPicked={upload} />
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
};
