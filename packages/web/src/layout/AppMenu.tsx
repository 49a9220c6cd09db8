import { Menu, usePermissions } from 'react-admin';
import { canAccess, type PermissionMap } from '@clearline/shared';
import { pages } from '../pages';

/** Dashboard, the resources the user may list (via authProvider.canAccess), then granted pages. */
export const AppMenu = () => {
  const { permissions } = usePermissions<PermissionMap>();
  const granted = pages.filter((page) => page.menu && !page.public && canAccess(permissions ?? {}, page.access ?? []));
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      {granted.map(({ path, label, menu }) => {
        const Icon = menu?.icon;
        return <Menu.Item key={path} to={path.replace(/\/\*$/, '')} primaryText={label} leftIcon={Icon ? <Icon /> : undefined} />;
      })}
    </Menu>
  );
};
