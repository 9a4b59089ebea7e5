import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { likePattern } from '../../platform/resource/row-mapping.js';

/** A page of the tenant's live 颜色纱比 (newest first), matching product name/model and colour, with the total. */
export async function ratioPage(
  db: Kysely<Database>,
  tenantId: string,
  search: { materialParam?: string | undefined; color?: string | undefined },
  page: { limit: number; offset: number },
) {
  const where = sql`r.tenant_id = ${tenantId} and not r.delete_flag
    ${search.materialParam ? sql`and (m.name ilike ${likePattern(search.materialParam)} or m.model ilike ${likePattern(search.materialParam)})` : sql``}
    ${search.color ? sql`and r.color ilike ${likePattern(search.color)}` : sql``}`;
  const total = await sql<{
    n: string;
  }>`select count(*) as n from color_yarn_ratio r join material m on m.tenant_id = r.tenant_id and m.id = r.material_id where ${where}`.execute(db);
  const rows = await sql<{
    id: string;
    material_id: string;
    name: string;
    model: string | null;
    color: string;
    loss_rate: string;
    remark: string | null;
    enabled: boolean;
    yarns: string | null;
  }>`
    select r.id, r.material_id, m.name, m.model, r.color, r.loss_rate, r.remark, r.enabled,
      (select string_agg(y.name || coalesce(' ' || nullif(i.yarn_color, ''), '') || ' ' || trim(trailing '.' from trim(trailing '0' from i.ratio::text)) || '%', '，' order by i.line_no)
       from color_yarn_ratio_item i join material y on y.tenant_id = i.tenant_id and y.id = i.yarn_material_id
       where i.tenant_id = r.tenant_id and i.ratio_id = r.id) as yarns
    from color_yarn_ratio r join material m on m.tenant_id = r.tenant_id and m.id = r.material_id
    where ${where} order by r.id desc limit ${page.limit} offset ${page.offset}`.execute(db);
  return {
    total: Number(total.rows[0]?.n ?? 0),
    rows: rows.rows.map((r) => ({
      id: Number(r.id),
      materialId: Number(r.material_id),
      materialName: r.name,
      model: r.model,
      color: r.color,
      lossRate: r.loss_rate.replace(/\.?0+$/, ''),
      remark: r.remark,
      enabled: r.enabled,
      yarns: r.yarns,
    })),
  };
}
