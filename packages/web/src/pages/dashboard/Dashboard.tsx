import { useEffect, useState } from 'react';
import { Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { Title, useGetIdentity } from 'react-admin';
import { LABELS, PRODUCT_NAME } from '@clearline/shared/messages';
import { api, dataOf } from '../../api/client';
import { formatBuildDate, blankIfZero, type SystemVitals } from './systemVitals';

function useSystemVitals(): SystemVitals | undefined {
  const [vitals, setVitals] = useState<SystemVitals>();
  useEffect(() => {
    const controller = new AbortController();
    api.GET('/api/v1/system-vitals', { signal: controller.signal }).then(
      (r) => setVitals(dataOf(r)),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return vitals;
}

const Dashboard = () => {
  const { identity } = useGetIdentity();
  const vitals = useSystemVitals();
  return (
    <>
      <Title title={LABELS.dashboard} />
      <Card sx={{ mt: 2 }}>
        <CardHeader title={`${LABELS.welcome}${identity?.fullName ? `, ${identity.fullName}` : ''}`} />
        <CardContent>
          <Typography variant="body1" gutterBottom>
            {PRODUCT_NAME} keeps facility and personnel clearance records, visits, incidents, classified material and CMMC evidence in
            order.
          </Typography>
          <Stack direction="row" spacing={4} sx={{ mt: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {LABELS.buildDate}: <span data-testid="build-date">{formatBuildDate(vitals?.buildDate)}</span>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {LABELS.buildNumber}: <span data-testid="build-number">{blankIfZero(vitals?.buildNumber)}</span>
            </Typography>
          </Stack>
        </CardContent>
      </Card>
    </>
  );
};

export default Dashboard;
