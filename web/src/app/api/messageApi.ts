import { http, requestSystem } from './http';
import type { Depart, Message, PublicUser } from '@suanpan/contracts';

export const messageApi = {
  unread: () => http.poll<Message[]>('/msg/getMsgByStatus', { status: '1' }),
  markRead: (ids: Array<number | string>) => http.post<unknown>('/msg/batchUpdateStatus', { ids: ids.join(','), status: '2' }),
  readAll: () => http.post<unknown>('/msg/readAllMsg'),
  detail: (id: number | string) => requestSystem<Message>('GET', '/sys/annountCement/queryById', { params: { id } }),
};

export const departApi = {
  list: () => requestSystem<{ list?: Depart[] | null; orgCode?: string | null }>('GET', '/sys/user/getCurrentUserDeparts'),
  select: (orgCode: string, username: string) =>
    requestSystem<{ userInfo: PublicUser & { orgCode: string } }>('POST', '/sys/selectDepart', { body: { orgCode, username } }),
};
