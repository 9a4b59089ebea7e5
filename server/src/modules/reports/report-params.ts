import { day, listQuerySchema, optionalId, optionalText } from '@suanpan/contracts';

/** Paging and the reference's `column`/`order` sort (ascend/descend as antd sends them). */
export const paging = listQuerySchema.pick({ currentPage: true, pageSize: true, column: true, order: true });

/** Filters most reports share. */
export const materialFilters = {
  materialParam: optionalText('商品信息'),
  categoryId: optionalId('商品类别'),
};

export const period = {
  beginTime: day('开始日期'),
  endTime: day('结束日期'),
};

/** The order a report was asked for: a sort name it offers, or its default. */
export function sortOf(q: { column?: string | undefined; order?: string | undefined }, allowed: readonly string[]) {
  if (!q.column || !allowed.includes(q.column)) return undefined;
  const dir = q.order === 'asc' || q.order === 'ascend' ? 'asc' : 'desc';
  return { by: q.column, dir, tiebreak: dir } as const;
}
