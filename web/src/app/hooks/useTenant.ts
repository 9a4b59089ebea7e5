import { useQuery } from '@tanstack/react-query';
import { platformApi, userApi } from '../api/userApi';

export function useTenantInfo() {
  return useQuery({ queryKey: ['tenantInfo'], queryFn: userApi.tenantInfo, staleTime: 5 * 60_000 });
}

export function usePayFeeUrl(): string | undefined {
  const { data } = useQuery({
    queryKey: ['platformKey', 'pay_fee_url'],
    queryFn: () => platformApi.infoByKey('pay_fee_url'),
    staleTime: 5 * 60_000,
  });
  return data?.platformValue || undefined;
}
