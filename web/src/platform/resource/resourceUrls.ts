import { hasOperation, type ResourceContract } from '@suanpan/contracts';
import type { ListUrls } from '../list/listTypes';
import type { ResourceScreen } from './resourceTypes';

export type ResourceUrls = ListUrls & { add?: string | undefined; update?: string | undefined; checkName?: string | undefined };

/** The standard addresses `/{name}/…` of the operations the contract declares, then the screen's overrides. */
export function resourceUrls(screen: Pick<ResourceScreen, 'contract' | 'urls'>): ResourceUrls {
  const { contract } = screen;
  const base = `/${contract.name}`;
  const at = (op: Parameters<typeof hasOperation>[1], path: string): string | undefined => (hasOperation(contract, op) ? `${base}/${path}` : undefined);
  return {
    list: at('list', 'list'),
    delete: at('delete', 'delete'),
    deleteBatch: at('deleteBatch', 'deleteBatch'),
    batchSetStatus: at('batchSetStatus', 'batchSetStatus'),
    exportXls: at('exportExcel', 'exportExcel'),
    add: at('add', 'add'),
    update: at('update', 'update'),
    checkName: at('checkIsNameExist', 'checkIsNameExist'),
    ...screen.urls,
  };
}

export const defaultSortOf = (contract: ResourceContract) =>
  contract.defaultSort ? { column: contract.defaultSort.field, order: contract.defaultSort.order } : undefined;
