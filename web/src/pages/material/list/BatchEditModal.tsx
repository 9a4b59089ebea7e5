import { Modal } from 'antd';
import { messages } from '../../../app/i18n';
import type { Row } from '../../../platform/list/listTypes';
import { BatchSetInfo } from '../batch/BatchSetInfo';

/** 批量编辑 of the product list: the 批量设置-信息 screen for the selected products. */
export function BatchEditModal({ rows, onClose, onApplied }: { rows: Row[]; onClose: () => void; onApplied: () => void }) {
  const chosen = rows.map((r) => ({ materialId: Number(r.id), label: `${String(r.name ?? '')}（${String(r.mBarCode ?? '')}）` }));
  return (
    <Modal open width={1100} title={messages.material.list.batchEdit} footer={null} onCancel={onClose} destroyOnHidden>
      <BatchSetInfo initialChosen={chosen} onApplied={onApplied} />
    </Modal>
  );
}
