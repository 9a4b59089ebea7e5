import { Button, Input, Table, Typography } from 'antd';
import { format, messages } from '../../../app/i18n';
import { MaterialField } from './MaterialField';
import { ratioSum, type YarnLine } from './yarnRatio';

const t = messages.material.yarn;
let seed = 0;
export const newYarnLine = (): YarnLine => ({ key: `yarn-${(seed += 1)}` });

/** 纱线明细: yarn product, its colour and share (%), with the running total that must reach 100. */
export function YarnItemsTable({ lines, onChange }: { lines: YarnLine[]; onChange: (lines: YarnLine[]) => void }) {
  const set = (key: string, patch: Partial<YarnLine>): void => onChange(lines.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const sum = ratioSum(lines);
  return (
    <>
      <Table<YarnLine>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={lines}
        columns={[
          {
            title: t.yarn,
            key: 'yarn',
            width: 260,
            render: (_v, l) => <MaterialField label={l.yarnName} onPick={(r) => set(l.key, { yarnMaterialId: r.materialId, yarnName: r.name })} />,
          },
          {
            title: t.yarnColor,
            key: 'color',
            width: 120,
            render: (_v, l) => <Input value={l.yarnColor ?? ''} onChange={(e) => set(l.key, { yarnColor: e.target.value })} />,
          },
          {
            title: t.ratio,
            key: 'ratio',
            width: 100,
            render: (_v, l) => <Input inputMode="decimal" aria-label={t.ratio} value={l.ratio ?? ''} onChange={(e) => set(l.key, { ratio: e.target.value })} />,
          },
          {
            title: messages.material.fields.remark,
            key: 'remark',
            render: (_v, l) => <Input value={l.remark ?? ''} onChange={(e) => set(l.key, { remark: e.target.value })} />,
          },
          {
            title: messages.common.action,
            key: 'x',
            width: 60,
            render: (_v, l) => <a onClick={() => onChange(lines.filter((x) => x.key !== l.key))}>{messages.common.delete}</a>,
          },
        ]}
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 8 }}>
        <Button size="small" onClick={() => onChange([...lines, newYarnLine()])}>
          {t.addYarn}
        </Button>
        <Typography.Text type={sum === '100' ? 'success' : 'danger'} data-testid="yarn-sum">
          {format(t.sum, { sum })}
        </Typography.Text>
      </div>
    </>
  );
}
