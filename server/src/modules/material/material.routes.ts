import { BUTTON, materialContract, materialRequests } from '@suanpan/contracts';
import { notFound } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { materialCopy } from './material-detail.query.js';
import { nextBarCodes } from './material-lookup.query.js';
import { addMaterial, updateMaterial } from './material-save.service.js';
import { mnemonicOf } from './mnemonic.js';

const PAGE = materialContract.page;

/** The product form: add, edit, copy-add and its helpers (next barcode, pinyin mnemonic). */
export const materialRoutes = [
  route({
    method: 'POST',
    url: '/material/add',
    access: page(PAGE, BUTTON.edit),
    ...materialRequests['POST /material/add'],
    summary: '新增商品',
    handler: async (ctx, { body }) => ({ id: await addMaterial(ctx, sessionOf(ctx), body), message: '成功' }),
  }),
  route({
    method: 'PUT',
    url: '/material/update',
    access: page(PAGE, BUTTON.edit),
    ...materialRequests['PUT /material/update'],
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
    ...materialRequests['POST /material/changeNameToPinYin'],
    summary: '名称转助记码',
    handler: async (_ctx, { body }) => mnemonicOf(body.name),
  }),
  route({
    // 复制新增: the record as an add body — same fields, barcode rows with fresh barcodes and no ids, no opening stock.
    method: 'GET',
    url: '/material/copyInfo',
    access: page(PAGE, BUTTON.edit),
    ...materialRequests['GET /material/copyInfo'],
    summary: '复制商品',
    handler: async (ctx, { query }) => {
      const copy = await materialCopy(ctx.db, sessionOf(ctx).tenantId, query.id);
      if (!copy) throw notFound('商品不存在或已被删除');
      return copy;
    },
  }),
];
