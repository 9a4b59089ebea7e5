import { Button, Descriptions, Input, Modal, Space, Table } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../app/api/ApiError';
import { messages } from '../../../app/i18n';
import { BTN } from '../../../platform/hooks/permissions';
import { useFeedback } from '../../../platform/hooks/useFeedback';
import { usePermissions } from '../../../platform/hooks/usePermissions';
import { useDownload } from '../../../platform/list/useDownload';
import { yarnApi, type Requirement } from './yarnApi';

const t = messages.material.yarn;

/** 纱线用量计算: yarn needed for a quantity of the finished product in this colour, loss included; 导出 writes the recipe (and the computed requirement) as a sheet. */
export function YarnRequirementModal({ ratioId, materialId, color, onClose }: { ratioId: number; materialId: number; color: string; onClose: () => void }) {
  const { message } = useFeedback();
  const { has } = usePermissions();
  const download = useDownload();
  const [quantity, setQuantity] = useState('');
  const [result, setResult] = useState<Requirement>();
  const compute = async (): Promise<void> => {
    try {
      setResult(await yarnApi.compute(materialId, color, quantity.trim()));
    } catch (error) {
      void message.warning(errorMessage(error, messages.errors.requestFailed));
    }
  };
  const exportSheet = () => download('/colorYarnRatio/exportExcel', { id: ratioId, quantity: result ? result.quantity : undefined }, t.exportName);
  return (
    <Modal open width={820} title={t.calculator} footer={null} onCancel={onClose}>
      <Space style={{ marginBottom: 12 }}>
        <Input
          autoFocus
          inputMode="decimal"
          placeholder={t.quantity}
          aria-label={t.quantity}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          onPressEnter={() => void compute()}
          style={{ width: 160 }}
        />
        <Button type="primary" onClick={() => void compute()}>
          {t.compute}
        </Button>
        {has(BTN.exportImport) && <Button onClick={() => void exportSheet()}>{messages.common.export}</Button>}
      </Space>
      {result && (
        <>
          <Descriptions
            size="small"
            column={4}
            items={[
              { key: 'n', label: t.finished, children: `${result.materialName} ${result.color}` },
              { key: 'l', label: t.lossRate, children: result.lossRate },
              { key: 'f', label: t.finishedWeight, children: result.finishedWeight },
              { key: 'w', label: t.totalWeight, children: result.totalWeight },
            ]}
          />
          <Table
            size="small"
            rowKey="lineNo"
            pagination={false}
            dataSource={result.items}
            columns={[
              { title: t.yarn, dataIndex: 'yarnName' },
              { title: t.yarnColor, dataIndex: 'yarnColor' },
              { title: t.ratio, dataIndex: 'ratio' },
              { title: t.netWeight, dataIndex: 'netWeight' },
              { title: t.requiredWeight, dataIndex: 'requiredWeight' },
              { title: t.requiredQuantity, key: 'q', render: (_v, r) => (r.requiredQuantity ? `${r.requiredQuantity}${r.unit ?? ''}` : '') },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
