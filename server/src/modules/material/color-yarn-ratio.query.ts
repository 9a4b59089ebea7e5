import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { listPage, type PageParams } from '../../platform/list/list-source.js';
import { likePattern } from '../../platform/resource/row-mapping.js';

const FROM = sql`from color_yarn_ratio r join material m on m.tenant_id = r.tenant_id and m.id = r.material_id`;

/** A page of the tenant's live 颜色纱比 (newest first), matching product name/model and colour, with the total. */
export async function ratioPage(
  db: Kysely<Database>,
  tenantId: string,
  search: { materialParam?: string | undefined; color?: string | undefined },
  page: PageParams,
) {
  const where = sql`r.tenant_id = ${tenantId} and not r.delete_flag
    ${search.materialParam ? sql`and (m.name ilike ${likePattern(search.materialParam)} or m.model ilike ${likePattern(search.materialParam)})` : sql``}
    ${search.color ? sql`and r.color ilike ${likePattern(search.color)}` : sql``}`;
  return listPage(
    db,
    {
      base: sql`select r.tenant_id, r.id ${FROM} where ${where}`,
      key: ['tenant_id', 'id'],
      tiebreak: ['id'],
      // The yarns of one ratio, as a line of text: read for the page's ratios only.
      rows: sql`select r.id, r.material_id, m.name, m.model, r.color, r.loss_rate, r.remark, r.enabled,
        (select string_agg(y.name || coalesce(' ' || nullif(i.yarn_color, ''), '') || ' ' || trim(trailing '.' from trim(trailing '0' from i.ratio::text)) || '%', '，' order by i.line_no)
         from color_yarn_ratio_item i join material y on y.tenant_id = i.tenant_id and y.id = i.yarn_material_id
         where i.tenant_id = r.tenant_id and i.ratio_id = r.id) as yarns
        ${FROM} where r.tenant_id = k.tenant_id and r.id = k.id`,
      present: (rows) =>
        rows.map((r) => ({
          id: Number(r.id),
          materialId: Number(r.material_id),
          materialName: r.name,
          model: r.model,
          color: r.color,
          lossRate: String(r.loss_rate).replace(/\.?0+$/, ''),
          remark: r.remark,
          enabled: r.enabled,
          yarns: r.yarns,
        })),
    },
    page,
  );
}
