import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useBreadcrumbs } from './breadcrumbs';

export const Breadcrumbs = () => {
  const crumbs = useBreadcrumbs();
  if (crumbs.length < 2) return null;
  return (
    <MuiBreadcrumbs aria-label="breadcrumb" sx={{ mt: 2, mb: 1 }}>
      {crumbs.map((crumb, i) =>
        i === crumbs.length - 1 ? (
          <Typography key={crumb.to} color="text.primary" aria-current="page">
            {crumb.label}
          </Typography>
        ) : (
          <Link key={crumb.to} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
            {crumb.label}
          </Link>
        ),
      )}
    </MuiBreadcrumbs>
  );
};
