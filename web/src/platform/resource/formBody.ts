import type { FieldMap, ResourceContract } from '@suanpan/contracts';
import type { Row } from '../list/listTypes';
import { isBlank } from './fieldRules';

/**
 * Form values → request body. Read-only contract fields are never sent; blanks are left out of `add` and sent
 * as null on `update` (clearing the column) unless the field is required; texts are trimmed.
 */
export function formBody(contract: ResourceContract<any>, values: Row, editing: Row | null, fixed: Row = {}): Row {
  const fields: FieldMap = contract.fields;
  const body: Row = {};
  for (const [key, value] of Object.entries(values)) {
    const field = fields[key];
    if (field && !field.writable) continue;
    if (isBlank(value)) {
      if (editing && !field?.required) body[key] = null;
      continue;
    }
    body[key] = typeof value === 'string' ? value.trim() : value;
  }
  if (editing) return { ...body, id: editing.id };
  for (const [key, value] of Object.entries(fixed)) {
    if (fields[key]?.writable !== false) body[key] = value;
  }
  return body;
}

/** Values a new row's form starts with: the contract's defaults, then the screen's own. */
export function initialValues(contract: ResourceContract<any>, defaults: Row = {}): Row {
  const values: Row = {};
  const fields: FieldMap = contract.fields;
  for (const [key, field] of Object.entries(fields)) {
    if (field.defaultValue !== undefined && field.writable) values[key] = field.defaultValue;
  }
  return { ...values, ...defaults };
}
