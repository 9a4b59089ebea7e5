import { requestText } from './http';
import { api } from './api';
import type { Language, LoginBody } from '@suanpan/contracts';

export const userApi = {
  login: (body: LoginBody) => api.post('/user/login', body),
  logout: () => api.get('/user/logout'),
  register: (body: LoginBody) => api.post('/user/registerUser', body),
  randomImage: () => api.get('/user/randomImage'),
  session: () => api.get('/user/getUserSession'),
  tenantInfo: () => api.get('/user/infoWithTenant'),
  menu: (userId: string | number) => api.post('/function/findMenuByPNumber', { pNumber: '0', userId }),
  buttons: () => api.get('/user/getUserBtnByCurrentUser'),
  chooseLanguage: (language: Language) => api.put('/user/language', { language }),
  updatePwd: (body: { userId: string | number; oldpassword: string; password: string; confirmPassword: string }) => api.put('/user/updatePwd', body),
};

/** Public plain-text platform settings. */
export const platformApi = {
  flag: (name: 'checkcodeFlag' | 'registerFlag' | 'name' | 'url' | 'appVersion') => requestText(`/platformConfig/getPlatform/${name}`),
  infoByKey: (platformKey: string) => api.get('/platformConfig/getInfoByKey', { platformKey }),
  systemConfig: () => api.get('/systemConfig/getCurrentInfo'),
  version: () => api.poll('/sys/version'),
};
