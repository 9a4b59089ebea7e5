import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { messages } from '../../app/i18n';
import type { MatchType, SuperQueryCondition } from './listTypes';

export interface SuperQueryField {
  value: string;
  label: string;
}

interface Props {
  open: boolean;
  fields: SuperQueryField[];
  initial: SuperQueryCondition[];
  initialMatch: MatchType;
  onApply: (conditions: SuperQueryCondition[], match: MatchType) => void;
  onClose: () => void;
}

const t = messages.list;

/** Conditions combined with AND (default) or OR; empty values are dropped on apply. */
export function SuperQueryModal({ open, fields, initial, initialMatch, onApply, onClose }: Props) {
  const blank = (): SuperQueryCondition => ({ field: fields[0]?.value ?? '', rule: 'like', val: '' });
  const [rows, setRows] = useState<SuperQueryCondition[]>(initial.length ? initial : [blank()]);
  const [match, setMatch] = useState<MatchType>(initialMatch);
  const update = (i: number, patch: Partial<SuperQueryCondition>): void => setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <Modal
      open={open}
      title={t.superQuery}
      width={640}
      onCancel={onClose}
      onOk={() => {
        onApply(
          rows.filter((r) => r.field && r.val.trim() !== ''),
          match,
        );
        onClose();
      }}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Select<MatchType>
          value={match}
          onChange={setMatch}
          style={{ width: 280 }}
          options={[
            { value: 'and', label: t.matchAnd },
            { value: 'or', label: t.matchOr },
          ]}
        />
        {rows.map((row, i) => (
          <Space key={i}>
            <Select aria-label={t.field} value={row.field} style={{ width: 180 }} options={fields} onChange={(field: string) => update(i, { field })} />
            <Input aria-label={t.value} value={row.val} placeholder={messages.common.inputPlaceholder} onChange={(e) => update(i, { val: e.target.value })} />
            <Button icon={<DeleteOutlined />} onClick={() => setRows((all) => all.filter((_, j) => j !== i))} />
          </Space>
        ))}
        <Button type="dashed" icon={<PlusOutlined />} onClick={() => setRows((all) => [...all, blank()])}>
          {t.addCondition}
        </Button>
      </Space>
    </Modal>
  );
}
