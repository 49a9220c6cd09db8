import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Menu, MenuItem } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { INCIDENT_PAGE_MESSAGES as M, INCIDENT_TYPE } from '@clearline/shared';
import type { FiledIncidentType } from './incidentTypes';

/** 'New Report' with a menu of the types the user may file; each opens `pathOf(type)`. */
export const NewReportMenu = ({
  types,
  pathOf,
  label = M.newReport,
}: {
  types: readonly FiledIncidentType[];
  pathOf: (type: FiledIncidentType) => string;
  label?: string;
}) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!types.length) return null;
  return (
    <>
      <Button
        variant="contained"
        size="small"
        startIcon={<AddIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {label}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {types.map((t) => (
          <MenuItem key={t} component={RouterLink} to={pathOf(t)} onClick={() => setAnchor(null)}>
            {INCIDENT_TYPE[t]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
