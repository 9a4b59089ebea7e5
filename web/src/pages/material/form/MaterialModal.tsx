import { MAX_MATERIAL_IMAGE_BYTES, MAX_MATERIAL_IMAGES } from '@suanpan/contracts';
import { Form, Modal, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { messages } from '../../../app/i18n';
import { AttachmentUpload } from '../../../platform/files/AttachmentUpload';
import { useEnterToNext } from '../../../platform/form/useEnterToNext';
import { BarcodeGrid } from './BarcodeGrid';
import { MaterialBasicFields } from './MaterialBasicFields';
import { SkuPicker } from './SkuPicker';
import { StockGrid } from './StockGrid';
import { useMaterialModal, type MaterialModalMode } from './useMaterialModal';

const t = messages.material.modal;
const TITLES = { add: t.add, edit: t.edit, copy: t.copy } as const;

interface Props {
  mode: MaterialModalMode;
  onClose: () => void;
  onSaved: () => void;
}

/** 商品 新增 / 编辑 / 复制新增: basic fields with the barcode grid, per-depot stock, image names. */
export function MaterialModal({ mode, onClose, onSaved }: Props) {
  const m = useMaterialModal(mode, onSaved);
  const [tab, setTab] = useState('basic');
  const enter = useEnterToNext();
  const serial = Form.useWatch('enableSerialNumber', m.form) === '1';
  const batch = Form.useWatch('enableBatchNumber', m.form) === '1';
  const sku = m.choices.length > 0;

  const ok = async (): Promise<void> => {
    const outcome = await m.save();
    if (outcome === 'fields') setTab('basic');
  };

  const basic = (
    <div onKeyDown={enter.onKeyDown}>
      <MaterialBasicFields multiUnit={m.multiUnit} onNameChange={m.onNameChange} />
      <SkuPicker choices={m.choices} onChange={m.onChoices} disabled={m.multiUnit} />
      <BarcodeGrid state={m.barcodes} units={m.unitRatios} sku={sku} suggested={m.suggested} />
    </div>
  );
  const items = [
    { key: 'basic', label: t.tabBasic, children: basic, forceRender: true },
    { key: 'stock', label: t.tabStock, children: <StockGrid rows={m.stock} onChange={m.setStock} openingAllowed={!sku && !serial && !batch} /> },
    {
      key: 'image',
      label: t.tabImage,
      forceRender: true,
      children: (
        <Form.Item name="imgName" label={messages.material.fields.picture} extra={t.imageHint}>
          <AttachmentUpload biz="material" images max={MAX_MATERIAL_IMAGES} maxBytes={MAX_MATERIAL_IMAGE_BYTES} />
        </Form.Item>
      ),
    },
  ];
  return (
    <Modal
      open
      title={TITLES[mode.kind]}
      width={1100}
      style={{ top: 20 }}
      okText={messages.common.save}
      confirmLoading={m.saving}
      onOk={() => void ok()}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      className="material-modal"
    >
      <Spin spinning={m.loading}>
        <Form form={m.form} name="material" layout="vertical" size="small" onValuesChange={m.onValuesChange}>
          <Tabs activeKey={tab} onChange={setTab} items={items} />
        </Form>
      </Spin>
    </Modal>
  );
}
