import { useQuery } from '@tanstack/react-query';
import { Form, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useFeedback } from '../../platform/hooks/useFeedback';
import { errorMessage } from '../api/ApiError';
import { departApi } from '../api/messageApi';
import { messages } from '../i18n';
import { currentUser, saveUserInfo } from '../session/session';

const t = messages.depart;

/**
 * 部门切换: opens once the department list has loaded; a user without departments gets a warning and the
 * dialog closes; a department must be chosen (the select shows an error state otherwise).
 */
export function DepartModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = useFeedback();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const query = useQuery({ queryKey: ['departs'], queryFn: departApi.list, enabled: open, staleTime: 0 });
  const list = query.data?.list ?? [];
  const empty = query.isSuccess && list.length === 0;

  useEffect(() => {
    if (!open) return;
    if (empty) {
      void message.warning(t.none);
      onClose();
    } else if (query.isError) {
      void message.warning(errorMessage(query.error, messages.errors.requestFailed));
      onClose();
    }
  }, [open, empty, query.isError, query.error, message, onClose]);

  const value = chosen ?? query.data?.orgCode ?? undefined;
  const invalid = touched && !value;

  const submit = async (): Promise<void> => {
    setTouched(true);
    if (!value) return;
    setSaving(true);
    try {
      const result = await departApi.select(value, currentUser()?.loginName ?? '');
      saveUserInfo(result.userInfo);
      void message.success(t.switched);
      onClose();
    } catch (error) {
      void message.warning(errorMessage(error, messages.errors.requestFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open && query.isSuccess && list.length > 0}
      title={t.title}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t.label} required validateStatus={invalid ? 'error' : undefined} help={invalid ? t.required : undefined}>
          <Select
            aria-label={t.label}
            placeholder={t.placeholder}
            value={value}
            status={invalid ? 'error' : undefined}
            onChange={(v: string) => (setChosen(v), setTouched(true))}
            options={list.map((d) => ({ value: d.orgCode, label: d.departName }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
