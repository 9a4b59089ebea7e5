import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { propertyLabels } from './property.resource.js';

/** Columns of the product spreadsheet, as the reference's template and export (api.md §2.9). */
export const SHEET_HEAD = [
  '名称*',
  '规格',
  '型号',
  '颜色',
  '品牌',
  '类别',
  '基础重量(kg)',
  '保质期(天)',
  '基本单位*',
  '副单位',
  '基本条码*',
  '副条码',
  '比例',
  '副单位2',
  '副条码2',
  '比例2',
  '副单位3',
  '副条码3',
  '比例3',
  '多属性',
  '采购价',
  '零售价',
  '销售价',
  '最低售价',
  '状态*',
  '序列号',
  '批号',
  '仓位货架',
] as const;
/** The other units of a multi-unit product: unit, its barcode and how many basic units it holds (up to three, as 计量单位). */
export const OTHER_UNIT_COLUMNS = [
  { unit: '副单位', barcode: '副条码', ratio: '比例', n: '' },
  { unit: '副单位2', barcode: '副条码2', ratio: '比例2', n: '2' },
  { unit: '副单位3', barcode: '副条码3', ratio: '比例3', n: '3' },
] as const;
export const SHEET_TAIL = ['备注'] as const;
export const SHEET_TIP = '*导入时本行内容请勿删除，切记！';
/** Above this many rows an import is refused and an export writes only a notice. */
export const SHEET_MAX_ROWS = 10_000;

export interface SheetLayout {
  /** Header labels of 制造商 and 自定义1..3 as this tenant names them, in that order. */
  propertyLabels: string[];
  depots: Array<{ id: string; name: string }>;
  headers: string[];
}

/** The tenant's column layout: fixed columns, the renamed extra fields, 备注, then one opening-stock column per depot. */
export async function sheetLayout(db: Kysely<Database>, tenantId: string): Promise<SheetLayout> {
  const labels = await propertyLabels(db, tenantId);
  const depots = await db
    .selectFrom('depot')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('delete_flag', '=', false)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return { propertyLabels: labels, depots, headers: [...SHEET_HEAD, ...labels, ...SHEET_TAIL, ...depots.map((d) => d.name)] };
}
