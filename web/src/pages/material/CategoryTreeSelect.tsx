import { TreeSelect } from 'antd';
import { messages } from '../../app/i18n';
import { useCategoryTree } from './useMaterialLookups';

interface Props {
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  placeholder?: string;
  style?: React.CSSProperties;
}

/** The 商品类别 tree as a searchable select (a Form.Item control: value / onChange). */
export function CategoryTreeSelect({ value, onChange, placeholder, style }: Props) {
  const tree = useCategoryTree();
  return (
    <TreeSelect
      allowClear
      showSearch
      treeDefaultExpandAll
      style={style}
      value={value ?? undefined}
      placeholder={placeholder ?? messages.material.fields.category}
      treeData={tree.data ?? []}
      fieldNames={{ label: 'title', value: 'id', children: 'children' }}
      treeNodeFilterProp="title"
      onChange={(v: number | undefined) => onChange?.(v ?? undefined)}
      popupMatchSelectWidth={false}
      aria-label={messages.material.fields.category}
    />
  );
}
