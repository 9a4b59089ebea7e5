import { BUTTON, materialAddSchema, materialContract, materialUpdateSchema, recordId } from '@suanpan/contracts';
import { z } from 'zod';
import { notFound } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { materialCopy } from './material-detail.query.js';
import { nextBarCodes } from './material-lookup.query.js';
import { addMaterial, updateMaterial } from './material-save.service.js';
import { mnemonicOf } from './mnemonic.js';

const PAGE = materialContract.page;
const idQuery = z.object({ id: recordId('id') });

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
      const copy = await materialCopy(ctx.db, sessionOf(ctx).tenantId, query.id);
      if (!copy) throw notFound('商品不存在或已被删除');
      return copy;
    },
  }),
];
