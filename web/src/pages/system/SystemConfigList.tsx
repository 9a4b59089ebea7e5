import { systemConfigContract, WORKFLOW_BILL_TYPES } from '@suanpan/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Select, Spin, Switch } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../app/api/ApiError';
import { http } from '../../app/api/http';
import { api } from '../../app/api/api';
import { messages } from '../../app/i18n';
import { useFeedback } from '../../platform/hooks/useFeedback';
import { usePermissions } from '../../platform/hooks/usePermissions';
import { BTN } from '../../platform/hooks/permissions';
import type { Row } from '../../platform/list/listTypes';
import { FieldInput } from '../../platform/resource/FieldInput';
import { fieldRules } from '../../platform/resource/fieldRules';
import { formBody, initialValues } from '../../platform/resource/formBody';

const t = messages.system.config;
const fields = systemConfigContract.fields;
const COMPANY = ['companyName', 'companyContacts', 'companyAddress', 'companyTel', 'companyFax', 'companyPostCode', 'saleAgreement'] as const;
const FLAGS = Object.keys(t.flagNames);
const WORKFLOW_OPTIONS = WORKFLOW_BILL_TYPES.map(([value, label]) => ({ value, label }));

/**
 * 系统配置: company data saved with 保存; every switch is saved as soon as it changes (as the reference does),
 * once the tenant's row exists. Later bill screens read these flags from `/systemConfig/getCurrentInfo`.
 */
export function SystemConfigList() {
  const { message } = useFeedback();
  const canEdit = usePermissions().has(BTN.edit);
  const [form] = Form.useForm<Row>();
  const [saving, setSaving] = useState(false);
  const config = useQuery({ queryKey: ['systemConfig'], gcTime: 0, queryFn: () => api.get('/systemConfig/getCurrentInfo') });
  const row = config.data ?? null;

  const write = async (values: Row): Promise<void> => {
    setSaving(true);
    try {
      if (row) await http.put('/systemConfig/update', formBody(systemConfigContract, values, row));
      else await http.post('/systemConfig/add', formBody(systemConfigContract, values, null));
      void message.success(messages.resource.saved);
      await config.refetch();
    } catch (error) {
      void message.warning(errorMessage(error, messages.errors.requestFailed));
    } finally {
      setSaving(false);
    }
  };

  const toggle = (key: string, on: boolean): void => {
    if (!row) {
      void message.info(t.saveFirst);
      return;
    }
    void write({ [key]: on ? '1' : '0' });
  };

  if (config.isLoading) return <Spin />;
  const values = { ...initialValues(systemConfigContract), ...(row ?? {}) };
  return (
    <div className="system-config">
      <Card title={t.company} size="small" extra={<a onClick={() => window.location.reload()}>{t.reload}</a>}>
        <Form
          form={form}
          layout="horizontal"
          labelCol={{ flex: '110px' }}
          initialValues={values}
          disabled={!canEdit}
          onFinish={(v) => void write(v)}
          style={{ maxWidth: 720 }}
        >
          {COMPANY.map((key) => (
            <Form.Item key={key} name={key} label={fields[key].label} rules={fieldRules(fields[key], fields[key].label)}>
              <FieldInput field={fields[key]} />
            </Form.Item>
          ))}
          <Form.Item label=" " colon={false}>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t.saveCompany}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Card title={t.flags} size="small" style={{ marginTop: 16 }}>
        <Form layout="horizontal" labelCol={{ flex: '130px' }} disabled={!canEdit || saving}>
          {FLAGS.map((key) => (
            <Form.Item key={key} label={t.flagNames[key]} extra={t.flagTips[key]} style={{ marginBottom: 12 }}>
              <Switch aria-label={t.flagNames[key]} checked={values[key] === '1'} onChange={(on) => toggle(key, on)} />
            </Form.Item>
          ))}
          <Form.Item label={t.workflowTypes} extra={t.workflowTypesTip} style={{ marginBottom: 12 }}>
            <Select
              mode="multiple"
              allowClear
              aria-label={t.workflowTypes}
              style={{ maxWidth: 560 }}
              disabled={values.multiLevelApprovalFlag !== '1'}
              options={WORKFLOW_OPTIONS}
              value={String(values.multiBillType ?? '')
                .split(',')
                .filter(Boolean)}
              onChange={(prefixes: string[]) => (row ? void write({ multiBillType: prefixes.join(',') }) : void message.info(t.saveFirst))}
            />
          </Form.Item>
        </Form>
      </Card>
    </div>
  );
}
