import { z } from 'zod';
import { answers, decimalString, idAndMessage, idNumber, listOf, ok, xlsxReply, type ApiMap, type RequestMap } from './contract.js';
import { idListSchema, idQuerySchema, listQuerySchema } from '../list-query.js';
import { recordId } from '../query-params.js';
import { colorYarnRatioSaveSchema, colorYarnRequirementSchema } from '../resources/material/color-yarn-ratio.js';

/** A ratio of the list: the finished product and colour, and its yarns as text (`棉纱 白 60%，…`). */
export const colorYarnRatioRowSchema = z.object({
  id: idNumber,
  materialId: idNumber,
  materialName: z.string(),
  model: z.string().nullable(),
  color: z.string(),
  lossRate: decimalString,
  remark: z.string().nullable(),
  enabled: z.boolean(),
  yarns: z.string().nullable(),
});

export const colorYarnRatioInfoSchema = z.object({
  id: idNumber,
  materialId: idNumber,
  materialName: z.string(),
  color: z.string(),
  lossRate: decimalString,
  remark: z.string().nullable(),
  enabled: z.boolean(),
  items: z.array(
    z.object({
      lineNo: z.number().int(),
      yarnMaterialId: idNumber,
      yarnName: z.string(),
      yarnColor: z.string(),
      ratio: decimalString,
      remark: z.string().nullable(),
    }),
  ),
});

/**
 * The yarn a quantity of the product in the colour needs (docs/colour-yarn-ratio.md): weights in kg,
 * and each yarn in its own unit when it can be converted (null otherwise).
 */
export const yarnRequirementSchema = z.object({
  materialId: idNumber,
  materialName: z.string(),
  color: z.string(),
  quantity: decimalString,
  lossRate: decimalString,
  finishedWeight: decimalString,
  totalWeight: decimalString,
  items: z.array(
    z.object({
      lineNo: z.number().int(),
      yarnMaterialId: idNumber,
      yarnName: z.string(),
      yarnColor: z.string(),
      ratio: decimalString,
      netWeight: decimalString,
      requiredWeight: decimalString,
      unit: z.string().nullable(),
      requiredQuantity: decimalString.nullable(),
    }),
  ),
});

/** 颜色纱比: ratios per finished product and colour, and the yarn requirement they give. */
export const colorYarnApi = {
  'GET /colorYarnRatio/list': answers(listOf(colorYarnRatioRowSchema)),
  'GET /colorYarnRatio/info': answers(z.object({ info: colorYarnRatioInfoSchema })),
  'POST /colorYarnRatio/add': answers(idAndMessage),
  'PUT /colorYarnRatio/update': answers(idAndMessage),
  'DELETE /colorYarnRatio/deleteBatch': ok,
  'POST /colorYarnRatio/computeRequirement': answers(yarnRequirementSchema),
  'GET /colorYarnRatio/exportExcel': xlsxReply,
} satisfies ApiMap;

export type ColorYarnRatioRow = z.infer<typeof colorYarnRatioRowSchema>;
export type ColorYarnRatioInfo = z.infer<typeof colorYarnRatioInfoSchema>;
export type YarnRequirement = z.infer<typeof yarnRequirementSchema>;

/** What the colour-yarn routes take (their query string and JSON body). */
export const colorYarnRequests = {
  'GET /colorYarnRatio/list': { query: listQuerySchema },
  'GET /colorYarnRatio/info': { query: idQuerySchema },
  'POST /colorYarnRatio/add': { body: colorYarnRatioSaveSchema },
  'PUT /colorYarnRatio/update': { body: colorYarnRatioSaveSchema },
  'DELETE /colorYarnRatio/deleteBatch': { query: z.object({ ids: idListSchema }) },
  'POST /colorYarnRatio/computeRequirement': { body: colorYarnRequirementSchema },
  'GET /colorYarnRatio/exportExcel': {
    query: z.object({
      id: recordId('id'),
      quantity: z.preprocess((v) => (v === '' ? undefined : v), colorYarnRequirementSchema.shape.quantity.optional()),
    }),
  },
} satisfies RequestMap;

/** The filters of the ratio list's `search` (JSON in the query string). */
export const colorYarnRatioSearchSchema = z.object({ materialParam: z.string().max(100).optional(), color: z.string().max(50).optional() });
