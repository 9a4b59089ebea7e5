import { useQuery } from '@tanstack/react-query';
import { billApi } from './billApi';
import { useDocumentFlags } from './useDocumentFlags';

const STALE = 60_000;

/** Pick-lists every bill screen shares (depots, accounts, operators, salesmen) and the tenant's flags. */
export function useBillOptions() {
  const depots = useQuery({ queryKey: ['bill', 'depots'], queryFn: billApi.depots, staleTime: STALE });
  const accounts = useQuery({ queryKey: ['bill', 'accounts'], queryFn: billApi.accounts, staleTime: STALE });
  const users = useQuery({ queryKey: ['bill', 'users'], queryFn: billApi.users, staleTime: STALE });
  const salesmen = useQuery({ queryKey: ['bill', 'salesmen'], queryFn: billApi.salesmen, staleTime: STALE });
  const { config, approvalPrefixes } = useDocumentFlags();
  const flag = (name: string): boolean => config.data?.[name] === '1';
  return {
    depots: depots.data ?? [],
    accounts: accounts.data ?? [],
    users: users.data ?? [],
    salesmen: salesmen.data ?? [],
    taxIncluded: flag('materialPriceTaxFlag'),
    multiAccount: flag('multiAccountFlag'),
    zeroChangeAmount: flag('zeroChangeAmountFlag'),
    inOutManage: flag('inOutManageFlag'),
    /** 支持负库存: a line beyond its stock only warns. */
    minusStock: flag('minusStockFlag'),
    purchaseBySale: flag('purchaseBySaleFlag'),
    /** Kinds under 多级审核 (their bills may be 审核中). */
    approvalPrefixes,
    ready: depots.isFetched && accounts.isFetched && config.isFetched,
  };
}

export type BillOptions = ReturnType<typeof useBillOptions>;
