import { materialAttributeContract } from '@suanpan/contracts';
import { Select, Tag } from 'antd';
import { messages } from '../../../app/i18n';
import type { Row } from '../../../platform/list/listTypes';
import { ResourcePage } from '../../../platform/resource/ResourcePage';
import type { ResourceScreen } from '../../../platform/resource/resourceTypes';

const t = messages.material.attribute;
const valuesOf = (v: unknown): string[] =>
  String(v ?? '')
    .split('|')
    .filter(Boolean);

// The values are edited as tags under a form-only key and stored joined by `|` (the contract's attributeValue).
const screen: ResourceScreen = {
  contract: materialAttributeContract,
  columns: [
    'attributeName',
    { key: 'attributeValue', dataIndex: 'attributeValue', title: t.value, render: (v: unknown) => valuesOf(v).map((x) => <Tag key={x}>{x}</Tag>) },
  ],
  search: ['attributeName', 'attributeValue'],
  form: [
    'attributeName',
    {
      key: 'values',
      label: t.value,
      required: true,
      widget: <Select mode="tags" open={false} tokenSeparators={['|', ',', '，']} placeholder={t.valuePlaceholder} aria-label={t.value} />,
    },
  ],
  toForm: (row: Row) => ({ ...row, values: valuesOf(row.attributeValue) }),
  toBody: ({ values: _tags, ...body }: Row, _editing, values: Row) => ({
    ...body,
    attributeValue: ((values.values as string[] | undefined) ?? [])
      .map((v) => v.trim())
      .filter(Boolean)
      .join('|'),
  }),
};

/** 多属性: attribute names and their values (the SKU dimensions of the product form). */
export function MaterialAttributeList() {
  return <ResourcePage screen={screen} />;
}
