import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Form, Input, InputNumber, Modal, Select, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../app/api/ApiError';
import { format, messages } from '../../../app/i18n';
import { useFeedback } from '../../../platform/hooks/useFeedback';
import { bomApi } from './bomApi';

const t = messages.material.bom;

interface Line {
  key: number;
  barCode: string;
  name: string;
  standard: string;
  unit: string;
  quantity: string;
  lossRate: string;
  remark: string;
}

let seq = 0;
const blank = (): Line => ({ key: (seq += 1), barCode: '', name: '', standard: '', unit: '', quantity: '', lossRate: '0', remark: '' });

/**
 * 物料清单 of a product (商品信息 → 物料清单): the versions of a colour ('' = every colour), the newest one's components
 * to start from, and 保存为新版本 with an effective date. Older versions stay readable; orders keep their copy.
 */
export function MaterialBomModal({
  product,
  canEdit,
  onClose,
}: {
  product: { id: number; name: string; color?: string };
  canEdit: boolean;
  onClose: () => void;
}) {
  const { message } = useFeedback();
  const [color, setColor] = useState('');
  const [versionId, setVersionId] = useState<number | undefined>();
  const [lines, setLines] = useState<Line[]>([blank()]);
  const [effective, setEffective] = useState<Dayjs>(dayjs());
  const [remark, setRemark] = useState('');
  const [saving, setSaving] = useState(false);
  const versions = useQuery({ queryKey: ['materialBom', product.id, color], queryFn: () => bomApi.versions(product.id, color) });
  const shownId = versionId ?? versions.data?.[0]?.id;
  const info = useQuery({ queryKey: ['materialBom', 'info', shownId], queryFn: () => bomApi.info(shownId ?? 0), enabled: shownId !== undefined });

  useEffect(() => {
    if (!info.data) return;
    const next = info.data.items.map((i) => ({
      key: (seq += 1),
      barCode: i.barCode,
      name: i.name,
      standard: i.standard ?? '',
      unit: i.unit ?? '',
      quantity: i.quantity,
      lossRate: i.lossRate,
      remark: i.remark ?? '',
    }));
    // The shown version is the starting point of the next one (a server answer, not a render-time derivation).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLines(next.length ? next : [blank()]);
  }, [info.data]);

  const edit = (key: number, patch: Partial<Line>) => setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const lookup = async (key: number, code: string) => {
    try {
      const hit = code.trim() ? await bomApi.component(code.trim()) : undefined;
      if (!hit) return void message.warning(messages.bill.scan.unknown);
      edit(key, { barCode: hit.barCode, name: hit.name, standard: hit.standard ?? '', unit: hit.commodityUnit ?? '', quantity: '1' });
    } catch (e) {
      void message.warning(errorMessage(e, messages.bill.scan.unknown));
    }
  };
  const save = async () => {
    const filled = lines.filter((l) => l.barCode || l.quantity);
    const bad = filled.findIndex((l) => !l.barCode || !(Number(l.quantity) > 0));
    if (filled.length === 0 || bad >= 0) return void message.warning(format(t.lineMissing, { n: Math.max(bad, 0) + 1 }));
    setSaving(true);
    try {
      const done = await bomApi.save({
        materialId: product.id,
        color,
        effectiveDate: effective.format('YYYY-MM-DD'),
        remark: remark || null,
        items: filled.map((l) => ({ barCode: l.barCode, quantity: l.quantity, lossRate: l.lossRate || '0', remark: l.remark || null })),
      });
      void message.success(format(t.saved, { version: done.version }));
      setVersionId(undefined);
      await versions.refetch();
    } catch (e) {
      void message.warning(errorMessage(e, messages.errors.requestFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      width={980}
      title={format(t.title, { name: product.name })}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {messages.common.close}
        </Button>,
        canEdit && (
          <Button key="save" type="primary" loading={saving} onClick={() => void save()}>
            {t.save}
          </Button>
        ),
      ]}
    >
      <Typography.Paragraph type="secondary">{t.hint}</Typography.Paragraph>
      <Form layout="inline" size="small" style={{ rowGap: 8, marginBottom: 8 }}>
        <Form.Item label={t.color}>
          <Select
            style={{ width: 160 }}
            aria-label={t.color}
            value={color}
            options={[{ value: '', label: t.colorAll }, ...(product.color ? [{ value: product.color, label: product.color }] : [])]}
            onChange={(c: string) => {
              setColor(c);
              setVersionId(undefined);
            }}
          />
        </Form.Item>
        <Form.Item label={t.version}>
          <Select
            style={{ width: 240 }}
            aria-label={t.version}
            value={shownId}
            placeholder={t.none}
            options={(versions.data ?? []).map((v) => ({
              value: v.id,
              label: format(t.versionLabel, { version: v.version, date: v.effectiveDate, n: v.itemCount }),
            }))}
            onChange={(id: number) => setVersionId(id)}
          />
        </Form.Item>
        <Form.Item label={t.effectiveDate}>
          <DatePicker aria-label={t.effectiveDate} value={effective} allowClear={false} onChange={(d) => d && setEffective(d)} />
        </Form.Item>
        <Form.Item label={t.remark}>
          <Input aria-label={t.remark} style={{ width: 160 }} value={remark} onChange={(e) => setRemark(e.target.value)} />
        </Form.Item>
      </Form>
      {versions.data?.length === 0 && <Alert type="info" showIcon title={t.none} style={{ marginBottom: 8 }} />}
      <Table<Line>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={lines}
        loading={info.isFetching}
        scroll={{ y: 360 }}
        columns={[
          {
            title: t.barCode,
            width: 150,
            render: (_, l) => (
              <Input
                size="small"
                aria-label={t.barCode}
                defaultValue={l.barCode}
                key={l.barCode}
                disabled={!canEdit}
                onPressEnter={(e) => void lookup(l.key, e.currentTarget.value)}
                onBlur={(e) => e.target.value !== l.barCode && void lookup(l.key, e.target.value)}
              />
            ),
          },
          { title: t.name, dataIndex: 'name', width: 150, ellipsis: true },
          { title: t.standard, dataIndex: 'standard', width: 90, ellipsis: true },
          { title: t.unit, dataIndex: 'unit', width: 60 },
          {
            title: t.quantity,
            width: 110,
            render: (_, l) => (
              <InputNumber<string>
                size="small"
                stringMode
                min="0"
                aria-label={t.quantity}
                value={l.quantity}
                disabled={!canEdit}
                onChange={(v) => edit(l.key, { quantity: v ?? '' })}
              />
            ),
          },
          {
            title: t.lossRate,
            width: 100,
            render: (_, l) => (
              <InputNumber<string>
                size="small"
                stringMode
                min="0"
                max="99.9999"
                aria-label={t.lossRate}
                value={l.lossRate}
                disabled={!canEdit}
                onChange={(v) => edit(l.key, { lossRate: v ?? '0' })}
              />
            ),
          },
          {
            title: t.remark,
            render: (_, l) => <Input size="small" value={l.remark} disabled={!canEdit} onChange={(e) => edit(l.key, { remark: e.target.value })} />,
          },
          {
            title: '',
            width: 40,
            render: (_, l) =>
              canEdit && (
                <Button
                  size="small"
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={messages.bill.line.removeRow}
                  onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}
                />
              ),
          },
        ]}
      />
      {canEdit && (
        <Space style={{ marginTop: 8 }}>
          <Button size="small" icon={<PlusOutlined />} onClick={() => setLines((ls) => [...ls, blank()])}>
            {t.addRow}
          </Button>
        </Space>
      )}
    </Modal>
  );
}
