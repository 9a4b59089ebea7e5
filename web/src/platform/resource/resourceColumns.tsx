import type { AnyField, ResourceContract } from '@suanpan/contracts';
import { Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { messages } from '../../app/i18n';
import type { Row } from '../list/listTypes';
import type { ColumnSpec } from './resourceTypes';

const t = messages.resource;

/** Whether a row's status field means "enabled" (booleans, '1' flags or the resource's own codes). */
export function isEnabled(contract: ResourceContract, value: unknown): boolean {
  if (contract.statusCodes) return String(value) === String(contract.statusCodes.enable);
  return value === true || value === '1' || value === 1;
}

export function labelOf(contract: ResourceContract, key: string, labels?: Record<string, string>): string {
  return labels?.[key] ?? contract.fields[key]?.label ?? key;
}

function renderer(contract: ResourceContract, key: string, field: AnyField): ((value: unknown, row: Row) => ReactNode) | undefined {
  if (key === contract.statusField) {
    return (v) => (isEnabled(contract, v) ? <Tag color="green">{t.enabled}</Tag> : <Tag color="orange">{t.disabled}</Tag>);
  }
  if (field.kind === 'bool') return (v) => (v === true ? <Tag color="blue">{t.yes}</Tag> : <Tag>{t.no}</Tag>);
  if (field.kind === 'flag') return (v) => (v === '1' ? t.yes : t.no);
  // Datetime fields are shown by their `…Str` twin, formatted by the server; sorting still uses the field.
  if (field.kind === 'datetime') return (v, row) => String(row[`${key}Str`] ?? v ?? '');
  return undefined;
}

/** Table columns from field keys: contract labels, status tags, sorters on sortable fields, amounts on the right. */
export function resourceColumns(
  contract: ResourceContract,
  specs: ColumnSpec[],
  labels?: Record<string, string>,
  valueLabels?: Record<string, Record<string, string>>,
): Array<ColumnType<Row>> {
  return specs.map((spec) => {
    if (typeof spec !== 'string') return spec;
    const field = contract.fields[spec];
    if (!field) return { title: spec, dataIndex: spec, key: spec };
    const column: ColumnType<Row> = {
      title: labelOf(contract, spec, labels),
      dataIndex: spec,
      key: spec,
      ellipsis: field.kind === 'text',
    };
    if (field.sortable) column.sorter = true;
    if (field.kind === 'decimal') column.align = 'right';
    const coded = valueLabels?.[spec];
    const render = coded ? (v: unknown) => coded[String(v)] ?? String(v ?? '') : renderer(contract, spec, field);
    if (render) column.render = render;
    return column;
  });
}
