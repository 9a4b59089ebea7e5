import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/api';

/**
 * 分配仓库权限 / 分配客户权限 of the tenant's 系统配置. The 分配仓库 / 分配客户 / 分配用户 actions only show while
 * their switch is on (the reference hides them too); the query key is the config screen's, so switching there
 * updates every open screen.
 */
export function useScopeFlags(): { depot: boolean; customer: boolean } {
  const config = useQuery({ queryKey: ['systemConfig'], queryFn: () => api.get('/systemConfig/getCurrentInfo') });
  return { depot: config.data?.depotFlag === '1', customer: config.data?.customerFlag === '1' };
}
