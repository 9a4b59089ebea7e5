import { Button, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { format, messages } from '../../../app/i18n';
import { MaterialPicker } from '../picker/MaterialPicker';
import type { PickedMaterial } from '../picker/pickerApi';

const t = messages.material.batch;

export interface Chosen {
  materialId: number;
  label: string;
}

/** The products a batch change applies to, chosen with the material picker (several at once). */
export function ChosenMaterials({ value, onChange }: { value: Chosen[]; onChange: (next: Chosen[]) => void }) {
  const [picking, setPicking] = useState(false);
  const add = (rows: PickedMaterial[]): void => {
    const known = new Set(value.map((c) => c.materialId));
    const fresh = rows.filter((r) => !known.has(r.materialId) && known.add(r.materialId));
    onChange([...value, ...fresh.map((r) => ({ materialId: r.materialId, label: `${r.name}（${r.barCode}）` }))]);
    setPicking(false);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Button type="primary" onClick={() => setPicking(true)}>
          {t.choose}
        </Button>
        <Typography.Text>{format(t.chosen, { count: value.length })}</Typography.Text>
        {value.length > 0 && <a onClick={() => onChange([])}>{t.clear}</a>}
      </Space>
      <div style={{ maxHeight: 120, overflow: 'auto' }}>
        {value.map((c) => (
          <Tag key={c.materialId} closable onClose={() => onChange(value.filter((x) => x.materialId !== c.materialId))} style={{ marginBottom: 4 }}>
            {c.label}
          </Tag>
        ))}
      </div>
      {picking && <MaterialPicker open multiple onClose={() => setPicking(false)} onSelect={add} />}
    </Space>
  );
}
