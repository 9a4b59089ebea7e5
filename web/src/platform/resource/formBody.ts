import type { ResourceContract } from '@suanpan/contracts';
import type { Row } from '../list/listTypes';
import { isBlank } from './fieldRules';

/**
 * Form values → request body. Read-only contract fields are never sent; blanks are left out of `add` and sent
 * as null on `update` (clearing the column) unless the field is required; texts are trimmed.
 */
export function formBody(contract: ResourceContract, values: Row, editing: Row | null, fixed: Row = {}): Row {
  const body: Row = {};
  for (const [key, value] of Object.entries(values)) {
    const field = contract.fields[key];
    if (field && !field.writable) continue;
    if (isBlank(value)) {
      if (editing && !field?.required) body[key] = null;
      continue;
    }
    body[key] = typeof value === 'string' ? value.trim() : value;
  }
  if (editing) return { ...body, id: editing.id };
  for (const [key, value] of Object.entries(fixed)) {
    if (contract.fields[key]?.writable !== false) body[key] = value;
  }
  return body;
}

/** Values a new row's form starts with: the contract's defaults, then the screen's own. */
export function initialValues(contract: ResourceContract, defaults: Row = {}): Row {
  const values: Row = {};
  for (const [key, field] of Object.entries(contract.fields)) {
    if (field.defaultValue !== undefined && field.writable) values[key] = field.defaultValue;
  }
  return { ...values, ...defaults };
}
