import { BUTTON, materialAddSchema, materialContract, materialUpdateSchema } from '@suanpan/contracts';
import { sql } from 'kysely';
import { z } from 'zod';
import { notFound } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { loadExtras } from './material-list.query.js';
import { barcodeRowsOf, nextBarCodes } from './material-lookup.query.js';
import { addMaterial, updateMaterial } from './material-save.service.js';
import { mnemonicOf } from './mnemonic.js';

const PAGE = materialContract.page;
const idQuery = z.object({ id: z.coerce.number({ error: 'id必须是数字' }).int().positive('id必须是有效的编号').max(Number.MAX_SAFE_INTEGER) });

/** The product form: add, edit, copy-add and its helpers (next barcode, pinyin mnemonic). */
export const materialRoutes = [
  route({
    method: 'POST',
    url: '/material/add',
    access: page(PAGE, BUTTON.edit),
    body: materialAddSchema,
    summary: '新增商品',
    handler: async (ctx, { body }) => ({ id: await addMaterial(ctx, sessionOf(ctx), body), message: '成功' }),
  }),
  route({
    method: 'PUT',
    url: '/material/update',
    access: page(PAGE, BUTTON.edit),
    body: materialUpdateSchema,
    summary: '修改商品',
    handler: async (ctx, { body }) => {
      await updateMaterial(ctx, sessionOf(ctx), body);
      return { message: '成功' };
    },
  }),
  route({
    method: 'GET',
    url: '/material/getMaxBarCode',
    access: page(PAGE),
    summary: '最大条码',
    handler: async (ctx) => {
      const [max, next] = await nextBarCodes(ctx.db, sessionOf(ctx).tenantId, 1);
      return { barCode: max, nextBarCode: next };
    },
  }),
  route({
    method: 'POST',
    url: '/material/changeNameToPinYin',
    access: page(PAGE),
    body: z.object({ name: z.string().max(100, '名称不能超过100个字符') }),
    summary: '名称转助记码',
    handler: async (_ctx, { body }) => mnemonicOf(body.name),
  }),
  route({
    // 复制新增: the record as an add body — same fields, barcode rows with fresh barcodes and no ids, no opening stock.
    method: 'GET',
    url: '/material/copyInfo',
    access: page(PAGE, BUTTON.edit),
    query: idQuery,
    summary: '复制商品',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      const m = await ctx.db
        .selectFrom('material')
        .selectAll()
        .where('tenant_id', '=', s.tenantId)
        .where('id', '=', String(query.id))
        .where('delete_flag', '=', false)
        .executeTakeFirst();
      if (!m) throw notFound('商品不存在或已被删除');
      const rows = await barcodeRowsOf(ctx.db, s.tenantId, m.id);
      const [, ...fresh] = await nextBarCodes(ctx.db, s.tenantId, rows.length);
      const attribute = (m.attribute ?? {}) as Record<string, string[] | undefined>;
      return {
        name: m.name,
        standard: m.standard,
        model: m.model,
        color: m.color,
        brand: m.brand,
        mnemonic: m.mnemonic,
        categoryId: m.category_id === null ? null : Number(m.category_id),
        unit: m.unit,
        unitId: m.unit_id === null ? null : Number(m.unit_id),
        expiryNum: m.expiry_num,
        weight: m.weight,
        position: m.position,
        mfrs: m.mfrs,
        otherField1: m.other_field1,
        otherField2: m.other_field2,
        otherField3: m.other_field3,
        enableSerialNumber: m.enable_serial_number ? '1' : '0',
        enableBatchNumber: m.enable_batch_number ? '1' : '0',
        remark: m.remark,
        imgName: m.img_name,
        manySku: attribute.manySku ?? null,
        skuOne: attribute.skuOne ?? null,
        skuTwo: attribute.skuTwo ?? null,
        skuThree: attribute.skuThree ?? null,
        meList: rows.map((r, i) => ({ ...r, id: undefined, barCode: fresh[i] ?? r.barCode })),
      };
    },
  }),
  route({
    method: 'GET',
    url: '/material/getMaterialDepotStock',
    access: page(PAGE),
    query: idQuery.extend({ materialId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional() }).partial(),
    summary: '商品各仓库存',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      const materialId = query.materialId ?? query.id;
      if (!materialId) throw notFound('商品不存在或已被删除');
      const rows = await sql<{ depot_id: string; depot_name: string; quantity: string | null; init: string | null; low: string | null; high: string | null }>`
        select d.id as depot_id, d.name as depot_name, c.quantity, i.number as init, i.low_safe_stock as low, i.high_safe_stock as high
        from depot d
        join material m on m.tenant_id = d.tenant_id and m.id = ${materialId} and not m.delete_flag
        left join stock_current c on c.tenant_id = d.tenant_id and c.depot_id = d.id and c.material_id = m.id
        left join material_initial_stock i on i.tenant_id = d.tenant_id and i.depot_id = d.id and i.material_id = m.id
        where d.tenant_id = ${s.tenantId} and not d.delete_flag order by d.sort nulls last, d.id`.execute(ctx.db);
      const extras = await loadExtras(ctx.db, s.tenantId, [materialId]);
      if (!extras.has(materialId)) throw notFound('商品不存在或已被删除');
      const trim = (v: string | null) => (v === null ? null : v.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''));
      return rows.rows.map((r) => ({
        depotId: Number(r.depot_id),
        depotName: r.depot_name,
        currentNumber: trim(r.quantity) ?? '0',
        initStock: trim(r.init) ?? '0',
        lowSafeStock: trim(r.low),
        highSafeStock: trim(r.high),
      }));
    },
  }),
];
