import { useRef, useState } from 'react';
import { Box, Button, Card, CardContent, CardHeader, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { FACILITY_MESSAGES } from '@clearline/shared/messages-people';
import { FACILITY_RECORD_MESSAGES } from '@clearline/shared/facilities';
import { api, dataOf, multipart, type Schema } from '../../../api/client';
import { failureMessage } from '../../../lib/feedback';
import { API_URL } from '../../../providers/httpClient';

type Facility = Schema<'FacilityView'>;

/** The facility's picture (GET /facilities/{id}/picture), with upload or replace (PUT) for those who may edit. */
export const FacilityPictureCard = ({ canEdit }: { canEdit: boolean }) => {
  const record = useRecordContext<Facility>();
  const notify = useNotify();
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const label = record.pictureName ? 'Replace Picture' : 'Upload Picture';
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      dataOf(await api.PUT('/api/v1/facilities/{id}/picture', { params: { path: { id: record.id } }, ...multipart({ file }) }));
      notify(FACILITY_RECORD_MESSAGES.pictureUpdated, { type: 'success' });
      refresh();
    } catch (error) {
      notify(failureMessage(error, FACILITY_MESSAGES.updateFailed), { type: 'error' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Card component="section" aria-label="Facility Picture">
      <CardHeader title="Facility Picture" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {record.pictureName ? (
          <Box
            component="img"
            // the version changes with each upload, so the browser does not keep the old picture
            src={`${API_URL}/facilities/${record.id}/picture?v=${record.version}`}
            alt={`Picture of ${record.facilityName}`}
            sx={{ width: '100%', maxHeight: 200, objectFit: 'cover', borderRadius: 1, display: 'block' }}
          />
        ) : (
          <Box
            sx={{
              height: 140,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              bgcolor: 'action.hover',
              borderRadius: 1,
            }}
          >
            <Typography variant="body2" color="text.secondary">
              No picture uploaded
            </Typography>
          </Box>
        )}
        {record.pictureName && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {record.pictureName}
          </Typography>
        )}
        {canEdit && !record.deactivated && (
          <>
            <input
              ref={input}
              type="file"
              hidden
              accept="image/png,image/jpeg,image/gif,image/webp"
              aria-label={label}
              onChange={(e) => pick(e.target.files?.[0])}
            />
            <Button size="small" startIcon={<PhotoCameraIcon />} disabled={busy} onClick={() => input.current?.click()} sx={{ mt: 1 }}>
              {label}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
};
