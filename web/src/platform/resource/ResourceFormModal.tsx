import type { ResourceContract } from '@suanpan/contracts';
import { Col, Form, Modal, Row as GridRow } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../app/api/ApiError';
import { format, messages } from '../../app/i18n';
import { useFeedback } from '../hooks/useFeedback';
import type { Row } from '../list/listTypes';
import { FieldInput } from './FieldInput';
import { fieldRules } from './fieldRules';
import { initialValues } from './formBody';
import { nameExistsRule } from './nameCheck';
import { labelOf } from './resourceColumns';
import type { FormFieldSpec } from './resourceTypes';
import type { ResourcePageState } from './useResourcePage';

/** The form fields of a screen: its own list, or every writable contract field except the status switch. */
export function formFields(state: Pick<ResourcePageState, 'screen'>): FormFieldSpec[] {
  const contract: ResourceContract = state.screen.contract;
  const { form } = state.screen;
  const keys =
    form ??
    Object.entries(contract.fields)
      .filter(([k, f]) => f.writable && k !== contract.statusField)
      .map(([k]) => k);
  return keys.map((k) => (typeof k === 'string' ? { key: k } : k));
}

/** 新增 / 编辑 modal (取消 + 保存): contract rules, the name check, and server refusals shown on their field. */
export function ResourceFormModal({ state }: { state: Pick<ResourcePageState, 'screen' | 'editing' | 'open' | 'urls' | 'save' | 'close'> }) {
  const { screen, editing, open, urls } = state;
  const contract: ResourceContract = screen.contract;
  const { message } = useFeedback();
  const [form] = Form.useForm<Row>();
  const [saving, setSaving] = useState(false);
  const fields = formFields(state).filter((f) => !(f.addOnly && editing));
  const twoColumns = fields.length > 6;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(editing ? (screen.toForm ? screen.toForm(editing) : editing) : initialValues(contract, screen.defaults));
  }, [open, editing, form, screen, contract]);

  const submit = async (): Promise<void> => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await state.save(values);
    } catch (error) {
      const field = error instanceof ApiError ? error.field : undefined;
      const text = errorMessage(error, messages.errors.requestFailed);
      if (field && fields.some((f) => f.key === field)) form.setFields([{ name: field, errors: [text] }]);
      void message.warning(text);
    } finally {
      setSaving(false);
    }
  };

  const nameCheck = screen.nameExists !== false && contract.nameField && urls.checkName;
  return (
    <Modal
      open={open}
      title={editing ? messages.resource.editTitle : messages.resource.addTitle}
      width={screen.modalWidth ?? (twoColumns ? 900 : 600)}
      okText={messages.common.save}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={state.close}
      forceRender
      destroyOnHidden
    >
      <Form
        form={form}
        name={`${contract.name.replace(/\W/g, '-')}-form`}
        layout="horizontal"
        labelCol={{ flex: '110px' }}
        labelWrap
        wrapperCol={{ flex: 1 }}
        colon={false}
      >
        <GridRow gutter={16}>
          {fields.map((spec) => {
            const field = contract.fields[spec.key];
            const label = spec.label ?? labelOf(contract, spec.key, screen.labels);
            const rules = [
              ...(field
                ? fieldRules(field, label, spec.required ?? field.required)
                : spec.required
                  ? [{ required: true, message: format(messages.resource.pleaseInput, { label }) }]
                  : []),
              ...(spec.rules ?? []),
            ];
            if (nameCheck && spec.key === contract.nameField) {
              rules.push(nameExistsRule(urls.checkName ?? '', screen.nameExists || messages.resource.nameExists, editing, screen.fixed));
            }
            if (spec.existsCheck) rules.push(nameExistsRule(spec.existsCheck.url, spec.existsCheck.message, editing, {}, spec.key));
            return (
              <Col key={spec.key} span={spec.span ?? (twoColumns ? 12 : 24)}>
                <Form.Item
                  name={spec.key}
                  label={label}
                  rules={rules}
                  validateTrigger={['onChange', 'onBlur']}
                  extra={spec.extra}
                  dependencies={spec.dependencies}
                >
                  {spec.widget ?? (field ? <FieldInput field={field} disabled={spec.disabled} valueLabels={screen.valueLabels?.[spec.key]} /> : null)}
                </Form.Item>
              </Col>
            );
          })}
        </GridRow>
      </Form>
    </Modal>
  );
}
