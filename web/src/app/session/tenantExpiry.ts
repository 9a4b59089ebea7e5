import dayjs from 'dayjs';
import type { TenantInfo } from '@suanpan/contracts';

const TRIAL_DAYS = 5;
const PAID_DAYS = 15;

/** api.md §2.1 step 8: trial tenants (type '0') are warned under 5 days before expiry, paid ones under 15. */
export function expiresSoon(info: Pick<TenantInfo, 'type' | 'expireTime'>, now = new Date()): boolean {
  const expire = dayjs(info.expireTime, 'YYYY-MM-DD HH:mm:ss');
  if (!expire.isValid()) return false;
  const daysLeft = expire.diff(dayjs(now), 'millisecond') / 86_400_000;
  return daysLeft < (info.type === '0' ? TRIAL_DAYS : PAID_DAYS);
}
