import type { ReactNode } from 'react';
import {
  ChartIcon,
  ClipboardIcon,
  ClockIcon,
  HomeIcon,
  InboxIcon,
  PackageIcon,
  SettingsIcon,
  ShieldIcon,
  SnowflakeIcon,
  TruckIcon,
  UsersIcon,
} from '@karvon/ui';

/** The sidebar's icon of each area, by route name. */
export const navIcons: Record<string, ReactNode> = {
  dashboard: <HomeIcon />,
  analytic: <ChartIcon />,
  movement: <TruckIcon />,
  del_application: <InboxIcon />,
  freeze_application: <SnowflakeIcon />,
  order_attachment: <ClipboardIcon />,
  cargo: <PackageIcon />,
  reestr: <ClipboardIcon />,
  kdreestr: <ClipboardIcon />,
  unknown: <PackageIcon />,
  car: <TruckIcon />,
  deadline: <ClockIcon />,
  wating_time: <ClockIcon />,
  branch: <SettingsIcon />,
  users: <UsersIcon />,
  roles: <ShieldIcon />,
  perms: <ShieldIcon />,
};
