import { useQueries } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { format, messages } from '../../../app/i18n';
import { materialApi } from '../materialApi';
import type { SkuChoice } from '../materialTypes';
import { useAttributeNames } from '../useMaterialLookups';

const t = messages.material.modal;

interface Props {
  choices: SkuChoice[];
  onChange: (choices: SkuChoice[]) => void;
  disabled?: boolean;
}

/** 多属性: up to three attributes, then the values of each; every combination becomes a barcode row. */
export function SkuPicker({ choices, onChange, disabled }: Props) {
  const names = useAttributeNames();
  const values = useQueries({
    queries: choices.map((c) => ({
      queryKey: ['material', 'attributeValues', c.attributeId],
      queryFn: () => materialApi.attributeValues(c.attributeId),
      staleTime: 60_000,
    })),
  });

  const pickAttributes = (ids: string[]): void => {
    if (ids.length > 3) return;
    onChange(
      ids.map(
        (id) =>
          choices.find((c) => c.attributeId === id) ?? {
            attributeId: id,
            name: names.data?.find((n) => n.value === id)?.name ?? id,
            values: [],
          },
      ),
    );
  };

  return (
    <>
      <Form.Item label={t.skuAttributes} tooltip={t.maxSku}>
        <Select
          mode="multiple"
          allowClear
          disabled={disabled}
          value={choices.map((c) => c.attributeId)}
          onChange={pickAttributes}
          options={(names.data ?? []).map((n) => ({ value: n.value, label: n.name }))}
          maxCount={3}
          aria-label={t.skuAttributes}
          data-testid="sku-attributes"
        />
      </Form.Item>
      {choices.map((c, i) => (
        <Form.Item key={c.attributeId} label={`${format(t.skuValues, { n: i + 1 })}（${c.name}）`}>
          <Select
            mode="multiple"
            allowClear
            value={c.values}
            aria-label={c.name}
            data-testid={`sku-values-${i + 1}`}
            options={(values[i]?.data ?? []).map((v) => ({ value: v.value, label: v.name }))}
            onChange={(picked: string[]) => onChange(choices.map((x) => (x === c ? { ...x, values: picked } : x)))}
          />
        </Form.Item>
      ))}
    </>
  );
}
