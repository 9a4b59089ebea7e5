import type { BillKind } from '@suanpan/contracts';
import { kindOf } from '../billCatalogue';

/**
 * The 待入库/待出库 query of a warehouse kind (screens §3.2): its 出入库管理 upstreams (采购,销售退货 for 其它入库;
 * 销售,采购退货 for 其它出库) that are audited or partly done.
 */
export function waitSearch(kind: BillKind): { type: string; subType: string; status: string } {
  const rule = kind.links.find((l) => l.inOutManageOnly);
  const subType = (rule?.upstream ?? []).map((p) => kindOf(p).subType).join(',');
  return { type: kind.type, subType, status: (rule?.statuses ?? []).join(',') };
}
