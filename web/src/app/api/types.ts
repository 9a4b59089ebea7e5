// Shapes of the shell's calls (api.md §2.1, §2.7). They move to @suanpan/contracts once the server publishes them.

export interface SessionUser {
  id: number | string;
  loginName: string;
  username: string;
  tenantId?: number | string | null;
  [extra: string]: unknown;
}

export type MsgTip =
  'user can login' | 'user is not exist' | 'user password error' | 'user is black' | 'tenant is black' | 'tenant is expire' | 'access service error';

export interface LoginResult {
  msgTip: MsgTip | string;
  token?: string;
  user?: SessionUser;
  pwdSimple?: boolean;
}

export interface LoginBody {
  loginName: string;
  password: string;
  code?: string;
  uuid?: string;
}

export interface Captcha {
  uuid: string;
  base64: string;
}

export interface TenantInfo {
  type: '0' | '1' | string;
  expireTime: string;
  userCurrentNum: number;
  userNumLimit: number;
  tenantId: number | string;
}

export interface MenuNode {
  id: number | string;
  text: string;
  icon?: string | null;
  url: string;
  component: string;
  hidden?: boolean | null;
  children?: MenuNode[] | null;
}

export interface UserButton {
  url: string;
  btnStr: string;
}

export interface UpdatePwdResult {
  status: number;
  message: string;
}

export interface Depart {
  id: number | string;
  departName: string;
  orgCode: string;
}

export interface Message {
  id: number;
  msgTitle: string;
  msgContent: string;
  type: string;
  status: '1' | '2' | string;
  createTimeStr: string;
  openType?: 'component' | 'url' | string | null;
  openPage?: string | null;
  busId?: string | number | null;
}

export type Figure = number | string;

export type BuyAndSaleStatistics = Partial<Record<`${'today' | 'yesterday' | 'month' | 'year'}${'Buy' | 'Sale' | 'RetailSale'}`, Figure>>;

export interface ChartPoint {
  x: string;
  y: Figure;
}

export interface BuyOrSalePrice {
  buyPriceList?: ChartPoint[];
  salePriceList?: ChartPoint[];
  retailPriceList?: ChartPoint[];
}
