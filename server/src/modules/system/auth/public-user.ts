import type { Selectable } from 'kysely';
import type { AppUserTable } from '../../../db/schema.js';

/** What the client may know about a user: never the password hash. */
export interface PublicUser {
  id: number;
  loginName: string;
  username: string;
  tenantId: number;
  position: string | null;
  email: string | null;
  phonenum: string | null;
  description: string | null;
  status: number;
  leaderFlag: string;
  isystem: number;
  ismanager: number;
  isOwner: boolean;
}

export function publicUser(u: Selectable<AppUserTable> & { isOwner: boolean }): PublicUser {
  return {
    id: Number(u.id),
    loginName: u.login_name,
    username: u.username,
    tenantId: Number(u.tenant_id),
    position: u.position,
    email: u.email,
    phonenum: u.phonenum,
    description: u.description,
    status: u.status,
    leaderFlag: u.leader_flag,
    isystem: u.isystem,
    ismanager: u.ismanager,
    isOwner: u.isOwner,
  };
}
