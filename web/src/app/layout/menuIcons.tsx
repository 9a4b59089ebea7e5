import {
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  DatabaseOutlined,
  FileTextOutlined,
  GiftOutlined,
  HddOutlined,
  HomeOutlined,
  MoneyCollectOutlined,
  PieChartOutlined,
  ProfileOutlined,
  RetweetOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  TeamOutlined,
  UserOutlined,
  AccountBookOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

// Menu rows carry antd v3 icon names; this table maps them to the v6 components.
const ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  dashboard: <HomeOutlined />,
  gift: <GiftOutlined />,
  retweet: <RetweetOutlined />,
  'shopping-cart': <ShoppingCartOutlined />,
  hdd: <HddOutlined />,
  'money-collect': <MoneyCollectOutlined />,
  'pie-chart': <PieChartOutlined />,
  'bar-chart': <BarChartOutlined />,
  shopping: <ShoppingOutlined />,
  appstore: <AppstoreOutlined />,
  setting: <SettingOutlined />,
  profile: <ProfileOutlined />,
  database: <DatabaseOutlined />,
  team: <TeamOutlined />,
  user: <UserOutlined />,
  'account-book': <AccountBookOutlined />,
  tool: <ToolOutlined />,
  audit: <AuditOutlined />,
};

export function menuIcon(name: string | undefined, topLevel: boolean): ReactNode {
  if (!name) return topLevel ? <FileTextOutlined /> : undefined;
  return ICONS[name.replace(/(-o|Outlined)$/, '')] ?? ICONS[name] ?? <FileTextOutlined />;
}
