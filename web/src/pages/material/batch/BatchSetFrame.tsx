import { Button, Card, Form, Space, Table, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../../app/api/ApiError';
import { format, messages } from '../../../app/i18n';
import { BTN } from '../../../platform/hooks/permissions';
import { useFeedback } from '../../../platform/hooks/useFeedback';
import { usePermissions } from '../../../platform/hooks/usePermissions';
import { materialApi, type BatchKind } from '../materialApi';
import type { Change } from '../materialTypes';
import { useFieldTitles } from '../useMaterialLookups';
import { changeFieldTitle } from './changeFieldTitle';
import { ChosenMaterials, type Chosen } from './ChosenMaterials';

const t = messages.material.batch;

interface Props {
  kind: BatchKind;
  form: FormInstance;
  /** The request body from the form values (without ids); undefined when nothing was asked for. */
  toBody: (values: Record<string, unknown>) => Record<string, unknown> | undefined;
  children: ReactNode;
  /** Products chosen beforehand (the product list's selection for 批量编辑). */
  initialChosen?: Chosen[] | undefined;
  onApplied?: (() => void) | undefined;
}

/** 批量设置 screens: choose products, fill the change, preview every from → to, then apply it in one request. */
export function BatchSetFrame({ kind, form, toBody, children, initialChosen, onApplied }: Props) {
  const { message, modal } = useFeedback();
  const canEdit = usePermissions().has(BTN.edit);
  const titles = useFieldTitles();
  const [chosen, setChosen] = useState<Chosen[]>(initialChosen ?? []);
  const [preview, setPreview] = useState<Change[]>();

  const body = async (): Promise<Record<string, unknown> | undefined> => {
    if (chosen.length === 0) return void message.warning(messages.list.selectOne);
    const values = (await form.validateFields().catch(() => undefined)) as Record<string, unknown> | undefined;
    const fields = values && toBody(values);
    if (!fields) return void (values && message.warning(t.emptyInfo));
    return { ...fields, ids: chosen.map((c) => c.materialId) };
  };
  const runPreview = async (): Promise<void> => {
    const request = await body();
    if (!request) return;
    try {
      setPreview((await materialApi.batchPreview(kind, request)).changes);
    } catch (error) {
      void message.warning(errorMessage(error, messages.errors.requestFailed));
    }
  };
  const apply = async (): Promise<void> => {
    const request = await body();
    if (!request || !preview) return void message.warning(t.needPreview);
    if (preview.length === 0) return void message.info(t.nothing);
    modal.confirm({
      title: format(messages.list.confirmAction, { action: t.apply }),
      content: format(t.confirmApply, { count: preview.length }),
      onOk: async () => {
        try {
          const { changed } = await materialApi.batchApply(kind, request);
          void message.success(format(t.applied, { count: changed }));
          setPreview(undefined);
          onApplied?.();
        } catch (error) {
          void message.warning(errorMessage(error, messages.errors.requestFailed));
        }
      },
    });
  };
  const stale = (): void => setPreview(undefined);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card size="small">
        <ChosenMaterials value={chosen} onChange={(next) => (setChosen(next), stale())} />
      </Card>
      <Card size="small">
        <Form form={form} layout="inline" onValuesChange={stale}>
          {children}
        </Form>
        <Space style={{ marginTop: 12 }}>
          <Button onClick={() => void runPreview()}>{t.preview}</Button>
          {canEdit && (
            <Button type="primary" disabled={!preview} onClick={() => void apply()}>
              {t.apply}
            </Button>
          )}
        </Space>
      </Card>
      {preview && (
        <Table<Change>
          size="small"
          rowKey={(c, i) => `${c.id}-${c.field}-${i ?? 0}`}
          dataSource={preview}
          pagination={{ pageSize: 20, showSizeChanger: false }}
          columns={[
            { title: t.product, dataIndex: 'name' },
            { title: t.field, dataIndex: 'field', render: (v: string) => changeFieldTitle(v, titles) },
            { title: t.from, dataIndex: 'from' },
            { title: t.to, dataIndex: 'to' },
          ]}
        />
      )}
    </Space>
  );
}
