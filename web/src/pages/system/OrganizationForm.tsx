import { organizationContract, type FieldMap } from '@suanpan/contracts';
import { Form, type FormInstance } from 'antd';
import { messages } from '../../app/i18n';
import type { Row } from '../../platform/list/listTypes';
import { FieldInput } from '../../platform/resource/FieldInput';
import { fieldRules } from '../../platform/resource/fieldRules';
import { nameExistsRule } from '../../platform/resource/nameCheck';
import { OrganizationTreeSelect } from './OrganizationTreeSelect';

const fields: FieldMap = organizationContract.fields;
const KEYS = ['orgAbr', 'orgNo', 'parentId', 'sort', 'remark'];

/** 名称, 编号, 上级部门 (its own subtree excluded), 排序, 备注 — for the edit panel and the add dialog. */
export function OrganizationForm({ form, editing, disabled }: { form: FormInstance<Row>; editing: Row | null; disabled?: boolean }) {
  return (
    <Form form={form} layout="horizontal" labelCol={{ flex: '90px' }} disabled={disabled}>
      {KEYS.map((key) => {
        const field = fields[key];
        if (!field) return null;
        const rules = fieldRules(field, field.label);
        if (key === 'orgAbr') rules.push(nameExistsRule('/organization/checkIsNameExist', messages.resource.nameExists, editing));
        return (
          <Form.Item key={key} name={key} label={field.label} rules={rules} validateTrigger={['onChange', 'onBlur']}>
            {key === 'parentId' ? <OrganizationTreeSelect excludeId={editing ? Number(editing.id) : undefined} /> : <FieldInput field={field} />}
          </Form.Item>
        );
      })}
    </Form>
  );
}
