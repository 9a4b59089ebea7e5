import { requestSystem } from './http';
import { api } from './api';
import type { Depart, Message, PublicUser } from '@suanpan/contracts';

export const messageApi = {
  unread: () => api.poll('/msg/getMsgByStatus', { status: '1' }),
  markRead: (ids: Array<number | string>) => api.post('/msg/batchUpdateStatus', { ids: ids.join(','), status: '2' }),
  readAll: () => api.post('/msg/readAllMsg'),
  detail: (id: number | string) => requestSystem<Message>('GET', '/sys/annountCement/queryById', { params: { id } }),
};

export const departApi = {
  list: () => requestSystem<{ list?: Depart[] | null; orgCode?: string | null }>('GET', '/sys/user/getCurrentUserDeparts'),
  select: (orgCode: string, username: string) =>
    requestSystem<{ userInfo: PublicUser & { orgCode: string } }>('POST', '/sys/selectDepart', { body: { orgCode, username } }),
};
