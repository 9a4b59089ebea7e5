import { Col, Form, Input, Modal, Row, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../app/api/ApiError';
import { messages } from '../../../app/i18n';
import { useFeedback } from '../../../platform/hooks/useFeedback';
import { useSaveAction } from '../../../platform/hooks/useSaveAction';
import { MaterialField } from './MaterialField';
import { yarnApi } from './yarnApi';
import { newYarnLine, YarnItemsTable } from './YarnItemsTable';
import { yarnProblem, type YarnLine } from './yarnRatio';

const t = messages.material.yarn;

/** 颜色纱比 新增 / 编辑: a finished product in one colour and its yarns, whose shares add up to 100%. */
export function ColorYarnRatioModal({ id, onClose, onSaved }: { id: number | undefined; onClose: () => void; onSaved: () => void }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<{ color: string; lossRate: string; remark: string }>();
  const [product, setProduct] = useState<{ id: number; name: string }>();
  const [lines, setLines] = useState<YarnLine[]>(() => [newYarnLine()]);
  const [loading, setLoading] = useState(id !== undefined);

  useEffect(() => {
    if (id === undefined) return;
    yarnApi
      .info(id)
      .then((info) => {
        form.setFieldsValue({ color: info.color, lossRate: info.lossRate, remark: info.remark ?? '' });
        setProduct({ id: info.materialId, name: info.materialName });
        setLines(
          info.items.map((i) => ({
            key: `line-${i.lineNo}`,
            yarnMaterialId: i.yarnMaterialId,
            yarnName: i.yarnName,
            yarnColor: i.yarnColor,
            ratio: i.ratio,
            remark: i.remark ?? undefined,
          })),
        );
      })
      .catch((error: unknown) => void message.warning(errorMessage(error, messages.errors.requestFailed)))
      .finally(() => setLoading(false));
  }, [id, form, message]);

  const { saving, save } = useSaveAction(
    async () => {
      const values = await form.validateFields();
      const problem = product ? yarnProblem(lines, t) : t.chooseMaterial;
      // Shown as the save's warning, like a refusal of the server.
      if (problem) throw new Error(problem);
      // yarnProblem has refused a line without its ratio.
      const items = lines.map((l) => ({ yarnMaterialId: l.yarnMaterialId, yarnColor: l.yarnColor ?? '', ratio: l.ratio ?? '', remark: l.remark || null }));
      await yarnApi.save({ materialId: product?.id, color: values.color ?? '', lossRate: values.lossRate || '0', remark: values.remark || null, items }, id);
    },
    onSaved,
    messages.material.modal.saved,
  );
  return (
    <Modal open width={900} title={id ? messages.common.edit : messages.common.add} onOk={save} onCancel={onClose} confirmLoading={saving} destroyOnHidden>
      <Spin spinning={loading}>
        <Form form={form} name="yarnRatio" layout="vertical">
          <Row gutter={12}>
            <Col span={10}>
              <Form.Item label={t.finished} required>
                <MaterialField label={product?.name} onPick={(r) => setProduct({ id: r.materialId, name: r.name })} />
              </Form.Item>
            </Col>
            <Col span={5}>
              <Form.Item name="color" label={t.color} rules={[{ max: 50, message: messages.material.modal.nameTooLong.replace('100', '50') }]}>
                <Input />
              </Form.Item>
            </Col>
            <Col span={4}>
              <Form.Item name="lossRate" label={t.lossRate} rules={[{ pattern: /^\d{1,2}(\.\d{1,4})?$/, message: t.lossRate }]}>
                <Input inputMode="decimal" />
              </Form.Item>
            </Col>
            <Col span={5}>
              <Form.Item name="remark" label={messages.material.fields.remark}>
                <Input />
              </Form.Item>
            </Col>
          </Row>
        </Form>
        <YarnItemsTable lines={lines} onChange={setLines} />
      </Spin>
    </Modal>
  );
}
