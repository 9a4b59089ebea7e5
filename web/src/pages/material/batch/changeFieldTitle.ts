import { messages } from '../../../app/i18n';
import type { ExtraField } from '../useMaterialLookups';

const f = messages.material.fields;

// Previews name info fields by column (category_id), prices and stock by their body keys (purchaseDecimal).
const TITLES: Record<string, string> = {
  color: f.color,
  brand: f.brand,
  weight: f.weight,
  expiry_num: f.expiryNum,
  category_id: f.category,
  position: f.position,
  remark: f.remark,
  enable_serial_number: f.serial,
  enable_batch_number: f.batch,
  purchaseDecimal: f.purchase,
  commodityDecimal: f.retail,
  wholesaleDecimal: f.wholesale,
  lowDecimal: f.lowest,
  initStock: f.initStock,
  lowSafeStock: f.lowSafeStock,
  highSafeStock: f.highSafeStock,
};
const EXTRA: Record<string, ExtraField> = { mfrs: 'mfrs', other_field1: 'otherField1', other_field2: 'otherField2', other_field3: 'otherField3' };

/** The title of a preview line's field, with the tenant's names for 制造商 and 扩展1-3. */
export function changeFieldTitle(field: string, titles: Record<ExtraField, string>): string {
  const extra = EXTRA[field];
  return extra ? titles[extra] : (TITLES[field] ?? field);
}
