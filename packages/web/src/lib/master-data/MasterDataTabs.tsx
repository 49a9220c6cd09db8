import { Box, Tab, Tabs } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import type { MasterDataKind } from './types';

/** Tabs inside one "Show" entry (Countries & States); the tab is kept in the address (`?tab=key`). */
export const MasterDataTabs = ({ tabs }: { tabs: readonly MasterDataKind[] }) => {
  const [params, setParams] = useSearchParams();
  const current = tabs.find((t) => t.key === params.get('tab')) ?? tabs[0];
  return (
    <Box>
      <Tabs
        value={current?.key ?? false}
        onChange={(_, key: string) =>
          setParams((p) => {
            const next = new URLSearchParams(p);
            next.set('tab', key);
            return next;
          })
        }
        sx={{ mb: 1 }}
      >
        {tabs.map((t) => (
          <Tab key={t.key} value={t.key} label={t.label} />
        ))}
      </Tabs>
      {current && <Box key={current.key}>{current.render()}</Box>}
    </Box>
  );
};
