import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { Typography } from '@mui/material';
import { PRODUCT_NAME } from '@clearline/shared/messages';
import { ImpersonationSwitcher } from './impersonation';
import { SupportButton } from './support';

export const AppBar = () => (
  <RaAppBar>
    <Typography variant="h6" component="span" sx={{ fontWeight: 600, mr: 2 }}>
      {PRODUCT_NAME}
    </Typography>
    <TitlePortal />
    <ImpersonationSwitcher />
    <SupportButton />
  </RaAppBar>
);
