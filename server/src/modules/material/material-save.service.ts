import { materialContract, type MaterialAddInput, type MaterialUpdateInput } from '@suanpan/contracts';
import { sql, type Transaction } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import { badRequest, notFound } from '../../app/errors.js';
import type { RequestContext } from '../../app/request-context.js';
import type { Database } from '../../db/schema.js';
import { writeLog } from '../../platform/audit-log.js';
import { ATTACHMENT_RULES, checkAttachments } from '../../platform/files/attachments.js';
import type { Row } from '../../platform/resource/define-resource.js';
import { toColumns } from '../../platform/resource/row-mapping.js';
import { assertBarcodesFree, saveBarcodeRows, translateBarcodeRace } from './material-barcodes.service.js';
import { attributeJson, checkBarcodeRows, checkStockRows, type ProductShape, type UnitGroup } from './material-rules.js';
import { mnemonicOf } from './mnemonic.js';
import { assertDepotsGranted } from '../../app/auth/user-scope.js';
import { saveOpeningStock } from './opening-stock.service.js';

type Trx = Transaction<Database>;
const LABEL = materialContract.label;

/** Product columns from the request: whitelisted fields only, '0'/'1' flags as booleans. */
function productColumns(input: Row): Row {
  const values = toColumns(materialContract.fields, input);
  for (const flag of ['enable_serial_number', 'enable_batch_number']) {
    if (flag in values && values[flag] !== null) values[flag] = values[flag] === '1';
  }
  if (values.enable_serial_number === null) values.enable_serial_number = false;
  if (values.enable_batch_number === null) values.enable_batch_number = false;
  return values;
}

async function unitGroupOf(trx: Trx, tenantId: string, unitId: unknown): Promise<UnitGroup | null> {
  if (unitId === null || unitId === undefined) return null;
  const group = await trx
    .selectFrom('unit')
    .select(['basic_unit', 'other_unit', 'ratio', 'other_unit_two', 'ratio_two', 'other_unit_three', 'ratio_three'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', String(unitId))
    .where('delete_flag', '=', false)
    .executeTakeFirst();
  if (!group) throw badRequest('多单位不存在', 'unitId');
  return group;
}

async function assertCategory(trx: Trx, tenantId: string, categoryId: unknown): Promise<void> {
  if (categoryId === null || categoryId === undefined) return;
  const hit = await trx
    .selectFrom('material_category')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', String(categoryId))
    .where('delete_flag', '=', false)
    .executeTakeFirst();
  if (!hit) throw badRequest('商品类别不存在', 'categoryId');
}

async function depotNames(trx: Trx, tenantId: string, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await trx
    .selectFrom('depot')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids.map(String))
    .where('delete_flag', '=', false)
    .execute();
  if (rows.length !== new Set(ids).size) throw badRequest('仓库不存在', 'stock');
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

/** The whole product as it will be stored, checked against its barcode and stock rows. */
async function checkProduct(trx: Trx, session: Session, values: Row, input: MaterialAddInput | MaterialUpdateInput): Promise<void> {
  const unitGroup = await unitGroupOf(trx, session.tenantId, values.unit_id);
  if (!unitGroup && !values.unit) throw badRequest('请输入单位!', 'unit');
  if (unitGroup) values.unit = null;
  await assertCategory(trx, session.tenantId, values.category_id);
  const attribute = values.attribute === undefined ? null : (values.attribute as string | null);
  const parsed = attribute ? (JSON.parse(attribute) as { manySku?: string[] }) : null;
  const shape: ProductShape = {
    name: String(values.name),
    unit: (values.unit as string | null) ?? null,
    unitGroup,
    serial: values.enable_serial_number === true,
    batch: values.enable_batch_number === true,
    skuAttributes: parsed?.manySku ?? [],
  };
  checkBarcodeRows(shape, input.meList);
  const stock = input.stock ?? [];
  await assertDepotsGranted(
    trx,
    session,
    stock.map((s) => String(s.id)),
  );
  checkStockRows(
    shape,
    stock,
    await depotNames(
      trx,
      session.tenantId,
      stock.map((s) => s.id),
    ),
  );
}

async function writeStock(trx: Trx, session: Session, materialId: string, input: MaterialAddInput | MaterialUpdateInput): Promise<void> {
  if (!input.stock) return;
  await saveOpeningStock(
    trx,
    session.tenantId,
    session.userId,
    input.stock.map((s) => ({
      materialId,
      depotId: String(s.id),
      number: s.initStock ?? null,
      low: s.lowSafeStock ?? null,
      high: s.highSafeStock ?? null,
    })),
  );
}

export async function addMaterial(ctx: RequestContext, session: Session, input: MaterialAddInput): Promise<number> {
  const barCodes = input.meList.map((r) => r.barCode);
  return translateBarcodeRace(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        const values = productColumns(input as Row);
        values.enabled = true;
        if (!values.mnemonic) values.mnemonic = mnemonicOf(input.name);
        values.attribute = attributeJson(input);
        values.img_name = await checkAttachments(trx, session.tenantId, ATTACHMENT_RULES.material, values.img_name as string | null | undefined);
        await checkProduct(trx, session, values, input);
        await assertBarcodesFree(trx, session.tenantId, barCodes);
        const { id } = await trx
          .insertInto('material')
          .values({ ...(values as object), tenant_id: session.tenantId, name: input.name })
          .returning('id')
          .executeTakeFirstOrThrow();
        await saveBarcodeRows(trx, session, id, input.meList, true);
        await writeStock(trx, session, id, input);
        await writeLog(trx, session, ctx.ip, LABEL, `新增${LABEL} ${input.name}`);
        return Number(id);
      }),
    barCodes,
  );
}

export async function updateMaterial(ctx: RequestContext, session: Session, input: MaterialUpdateInput): Promise<void> {
  const barCodes = input.meList.map((r) => r.barCode);
  await translateBarcodeRace(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('material')
          .selectAll()
          .where('tenant_id', '=', session.tenantId)
          .where('id', '=', String(input.id))
          .where('delete_flag', '=', false)
          .forUpdate()
          .executeTakeFirst();
        if (!existing) throw notFound(`${LABEL}不存在或已被删除`);
        const changes = productColumns(input as Row);
        if ('manySku' in input) changes.attribute = attributeJson(input);
        if ('img_name' in changes)
          changes.img_name = await checkAttachments(trx, session.tenantId, ATTACHMENT_RULES.material, changes.img_name as string | null);
        if (changes.mnemonic === '' || (changes.name && changes.mnemonic === undefined && !existing.mnemonic))
          changes.mnemonic = mnemonicOf(String(changes.name ?? existing.name));
        // Choosing a unit group clears the single unit and the other way round.
        if (changes.unit_id) changes.unit = null;
        else if (changes.unit) changes.unit_id = null;
        const merged: Row = { ...existing, attribute: existing.attribute === null ? null : JSON.stringify(existing.attribute), ...changes };
        await checkProduct(trx, session, merged, input);
        await assertBarcodesFree(trx, session.tenantId, barCodes, existing.id);
        const { unit, unit_id } = merged as { unit: string | null; unit_id: string | null };
        await trx
          .updateTable('material')
          .set({ ...(changes as object), unit, unit_id, updated_at: sql<string>`localtimestamp(3)` })
          .where('tenant_id', '=', session.tenantId)
          .where('id', '=', existing.id)
          .execute();
        await saveBarcodeRows(trx, session, existing.id, input.meList, false);
        await writeStock(trx, session, existing.id, input);
        await writeLog(trx, session, ctx.ip, LABEL, `修改${LABEL} ${String(merged.name)}`);
      }),
    barCodes,
  );
}
