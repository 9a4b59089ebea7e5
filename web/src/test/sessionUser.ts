import type { SessionUser } from '../app/session/session';

/** A signed-in user as /user/login answers it (@suanpan/contracts publicUserSchema), for tests that start signed in. */
export function testUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    loginName: 'jsh',
    username: '测试用户',
    tenantId: 63,
    position: null,
    email: null,
    phonenum: null,
    description: null,
    status: 0,
    leaderFlag: '0',
    isystem: 0,
    ismanager: 1,
    isOwner: false,
    language: null,
    ...overrides,
  };
}
