import { currentUser } from '../../app/session/session';

/** The platform administrator (login name admin) sees the tenant columns and filters of shared screens. */
export const isPlatformAdmin = (): boolean => currentUser()?.loginName === 'admin';
