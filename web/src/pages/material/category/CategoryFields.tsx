import { useQuery } from '@tanstack/react-query';
import { Form, Input, TreeSelect, type FormInstance } from 'antd';
import { messages } from '../../../app/i18n';
import { materialApi } from '../materialApi';
import { categoryApi } from './categoryApi';

const t = messages.material.category;
const m = messages.material;

/** 名称 / 编号 / 上级目录 / 排序 / 备注 of a category; `selfId` when editing (its own subtree cannot be the parent). */
export function CategoryFields({ form, selfId }: { form: FormInstance; selfId?: number | undefined }) {
  // The server leaves the category's own subtree out of this tree.
  const parents = useQuery({ queryKey: ['material', 'categoryTree', 'parentsFor', selfId], queryFn: () => materialApi.categoryTree(selfId) });
  const nameRule = {
    validator: async (_r: unknown, value: string | undefined) => {
      if (!value?.trim()) return;
      if (await categoryApi.nameTaken(value.trim(), form.getFieldValue('parentId') as number | undefined, selfId)) throw new Error(t.nameExists);
    },
  };
  return (
    <>
      <Form.Item
        name="name"
        label={m.fields.name}
        validateDebounce={300}
        dependencies={['parentId']}
        rules={[{ required: true, message: m.modal.nameRequired }, { max: 50, message: m.modal.nameTooLong.replace('100', '50') }, nameRule]}
      >
        <Input autoFocus />
      </Form.Item>
      <Form.Item
        name="serialNo"
        label={t.serialNo}
        rules={[
          { required: true, message: t.serialRequired },
          { max: 100, message: m.modal.nameTooLong },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="parentId" label={t.parent}>
        <TreeSelect
          allowClear
          showSearch
          treeDefaultExpandAll
          treeData={parents.data ?? []}
          placeholder={t.root}
          fieldNames={{ label: 'title', value: 'id', children: 'children' }}
          treeNodeFilterProp="title"
        />
      </Form.Item>
      <Form.Item name="sort" label={t.sort} rules={[{ max: 10, message: m.modal.nameTooLong.replace('100', '10') }]}>
        <Input />
      </Form.Item>
      <Form.Item name="remark" label={m.fields.remark}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </>
  );
}
