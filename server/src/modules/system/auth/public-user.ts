import type { PublicUser } from '@suanpan/contracts';
import type { Selectable } from 'kysely';
import type { AppUserTable } from '../../../db/schema.js';

/** What the client may know about a user (contracts' publicUserSchema): never the password hash. */
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
    language: u.language,
  };
}
