import { Alert, Form, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../app/api/ApiError';
import { format, messages } from '../../../app/i18n';
import { useFeedback } from '../../../platform/hooks/useFeedback';
import { CategoryTreeSelect } from '../../material/CategoryTreeSelect';
import type { Option } from '../billApi';
import { emptyLine } from '../lines/gridOps';
import type { BillLine } from '../lines/lineTypes';
import { productionApi } from './productionApi';

const p = messages.bill.production;

interface Values {
  depotId?: number;
  categoryId?: number;
  start: 'book' | 'zero';
}

/**
 * 加载库存 of a count sheet: every untracked product with stock in the depot (optionally one category), its book
 * quantity beside it; the counted quantity starts at the book (type the differences) or at 0 (scan every piece).
 */
export function LoadStockModal({
  depots,
  defaultDepot,
  onClose,
  onLoaded,
}: {
  depots: Option[];
  defaultDepot: number | undefined;
  onClose: () => void;
  onLoaded: (lines: BillLine[]) => void;
}) {
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const load = async () => {
    const v = await form.validateFields().catch(() => undefined);
    if (!v?.depotId) return;
    setBusy(true);
    setError(undefined);
    try {
      const { rows } = await productionApi.loadStock(v.depotId, v.categoryId);
      if (rows.length === 0) return setError(p.loadNone);
      onLoaded(
        rows.map((r) => ({
          ...emptyLine(v.depotId),
          barCode: r.barCode,
          name: r.name,
          standard: r.standard,
          model: r.model,
          unit: r.unit ?? '',
          stock: r.bookNumber,
          operNumber: v.start === 'book' ? r.bookNumber : '0',
        })),
      );
      void message.success(format(p.loaded, { n: rows.length }));
    } catch (e) {
      setError(errorMessage(e, messages.errors.requestFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title={p.loadTitle} onCancel={onClose} onOk={() => void load()} confirmLoading={busy} destroyOnHidden>
      <Alert type="info" showIcon title={p.loadHint} style={{ marginBottom: 12 }} />
      <Form form={form} name="loadStock" layout="vertical" initialValues={{ depotId: defaultDepot, start: 'book' }}>
        <Form.Item name="depotId" label={p.loadDepot} rules={[{ required: true, message: format(messages.bill.line.required, { title: p.loadDepot }) }]}>
          <Select options={depots} aria-label={p.loadDepot} />
        </Form.Item>
        <Form.Item name="categoryId" label={p.loadCategory}>
          <CategoryTreeSelect placeholder={p.loadCategoryAll} />
        </Form.Item>
        <Form.Item name="start" label={p.loadStart}>
          <Radio.Group
            options={[
              { value: 'book', label: p.loadStartBook },
              { value: 'zero', label: p.loadStartZero },
            ]}
          />
        </Form.Item>
      </Form>
      {error && <Alert type="warning" showIcon title={error} />}
    </Modal>
  );
}
