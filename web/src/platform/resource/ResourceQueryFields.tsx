import type { ResourceContract } from '@suanpan/contracts';
import { Form, Input, Select } from 'antd';
import { messages } from '../../app/i18n';
import { labelOf } from './resourceColumns';

const t = messages.resource;

/** The contract's searchable fields that a screen may offer (computed ones are never searchable). */
export function searchableKeys(contract: ResourceContract): string[] {
  return Object.entries(contract.fields)
    .filter(([, f]) => f.search && !f.computed)
    .map(([key]) => key);
}

/** Query-bar items, each named by the field's `searchKey` (the reference's parameter name). */
export function ResourceQueryFields(props: {
  contract: ResourceContract;
  keys: string[];
  labels?: Record<string, string> | undefined;
  valueLabels?: Record<string, Record<string, string>> | undefined;
}) {
  const { contract, keys, labels, valueLabels } = props;
  return (
    <>
      {keys.map((key) => {
        const field = contract.fields[key];
        if (!field) return null;
        const label = labelOf(contract, key, labels);
        const name = field.searchKey ?? key;
        let input = <Input placeholder={messages.common.inputPlaceholder} allowClear style={{ width: 160 }} />;
        if (field.kind === 'enum' || field.kind === 'flag') {
          input = (
            <Select
              allowClear
              placeholder={t.all}
              style={{ width: 140 }}
              options={(field.options ?? []).map((o) => ({ value: o, label: valueLabels?.[key]?.[o] ?? o }))}
            />
          );
        } else if (field.kind === 'bool') {
          input = (
            <Select
              allowClear
              placeholder={t.all}
              style={{ width: 120 }}
              options={[
                { value: '1', label: t.enabled },
                { value: '0', label: t.disabled },
              ]}
            />
          );
        }
        return (
          <Form.Item key={key} label={label} name={name}>
            {input}
          </Form.Item>
        );
      })}
    </>
  );
}
