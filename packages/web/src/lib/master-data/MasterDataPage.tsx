import { Box, MenuItem, TextField } from '@mui/material';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { MASTER_DATA_MESSAGES } from '@clearline/shared';
import type { MasterDataKind } from './types';

export interface MasterDataPageProps {
  title: string;
  /** The "Show" entries, in order; the first is shown when the address names none. */
  kinds: readonly MasterDataKind[];
}

/**
 * A master data page (spec 03 §2): a "Show" dropdown chooses the kind, kept in the address (`?show=key`)
 * so a link opens it; below it the kind's own list.
 */
export const MasterDataPage = ({ title, kinds }: MasterDataPageProps) => {
  const [params, setParams] = useSearchParams();
  const current = kinds.find((k) => k.key === params.get('show')) ?? kinds[0];
  return (
    <Box sx={{ p: 2, minWidth: 0 }}>
      <Title title={title} />
      <TextField
        select
        size="small"
        label={MASTER_DATA_MESSAGES.show}
        name="show"
        value={current?.key ?? ''}
        onChange={(e) => setParams({ show: e.target.value })}
        sx={{ minWidth: 320, mb: 2 }}
      >
        {kinds.map((k) => (
          <MenuItem key={k.key} value={k.key}>
            {k.label}
          </MenuItem>
        ))}
      </TextField>
      {current && <Box key={current.key}>{current.render()}</Box>}
    </Box>
  );
};
