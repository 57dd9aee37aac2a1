import type { ReactNode } from 'react';
import { Layout, Menu } from 'react-admin';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import QueueIcon from '@mui/icons-material/ViewList';
import OpenInNew from '@mui/icons-material/OpenInNew';

/** Where the API serves the BullMQ dashboard (`@bull-board`), behind the same admin guard. */
export const QUEUE_DASHBOARD_URL = '/api/v2/admin/queues';

/** The menu: dashboard, the resources, and the queue dashboard (another app, opened in a new tab). */
function AdminMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      <MenuItem component="a" href={QUEUE_DASHBOARD_URL} target="_blank" rel="noopener">
        <ListItemIcon>
          <QueueIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Queues</ListItemText>
        <OpenInNew fontSize="inherit" color="action" aria-label="opens in a new tab" />
      </MenuItem>
    </Menu>
  );
}

/** react-admin's layout with {@link AdminMenu}. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return <Layout menu={AdminMenu}>{children}</Layout>;
}
