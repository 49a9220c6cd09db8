import { AppBar as RaAppBar, TitlePortal, UserMenu, useGetIdentity } from 'react-admin';
import { Typography } from '@mui/material';
import { PRODUCT_NAME } from '@clearline/shared/messages';
import { ImpersonationSwitcher } from './impersonation';
import { SupportButton } from './support';

/** The user menu, named by the name it shows (WCAG 2.5.3, label in name) rather than "Profile". */
const AppUserMenu = () => {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ? String(identity.fullName) : 'ra.auth.user_menu'} />;
};

export const AppBar = () => (
  <RaAppBar userMenu={<AppUserMenu />}>
    <Typography variant="h6" component="span" sx={{ fontWeight: 600, mr: 2 }}>
      {PRODUCT_NAME}
    </Typography>
    <TitlePortal />
    <ImpersonationSwitcher />
    <SupportButton />
  </RaAppBar>
);
