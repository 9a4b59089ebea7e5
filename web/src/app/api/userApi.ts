import { http, requestText } from './http';
import type { Captcha, LoginBody, LoginResult, MenuNode, PublicUser, TenantInfo, UpdatePasswordResult, UserButton } from '@suanpan/contracts';

export const userApi = {
  login: (body: LoginBody) => http.post<LoginResult>('/user/login', body),
  logout: () => http.get<unknown>('/user/logout'),
  register: (body: LoginBody) => http.post<{ message?: string }>('/user/registerUser', body),
  randomImage: () => http.get<Captcha>('/user/randomImage'),
  session: () => http.get<{ user: PublicUser }>('/user/getUserSession'),
  tenantInfo: () => http.get<TenantInfo>('/user/infoWithTenant'),
  menu: (userId: string | number) => http.post<MenuNode[]>('/function/findMenuByPNumber', { pNumber: '0', userId }),
  buttons: () => http.get<{ userBtn?: UserButton[] }>('/user/getUserBtnByCurrentUser'),
  updatePwd: (body: { userId: string | number; oldpassword: string; password: string; confirmPassword: string }) =>
    http.put<UpdatePasswordResult>('/user/updatePwd', body),
};

/** Public plain-text platform settings. */
export const platformApi = {
  flag: (name: 'checkcodeFlag' | 'registerFlag' | 'name' | 'url' | 'appVersion') => requestText(`/platformConfig/getPlatform/${name}`),
  infoByKey: (platformKey: string) => http.get<{ platformKey: string; platformValue: string } | null>('/platformConfig/getInfoByKey', { platformKey }),
  systemConfig: () => http.get<{ companyName?: string } | null>('/systemConfig/getCurrentInfo'),
  version: () => http.poll<{ version: string; buildId: string }>('/sys/version'),
};
