import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Space, Spin, Tree } from 'antd';
import { useState } from 'react';
import { messages } from '../../../app/i18n';
import { BTN } from '../../../platform/hooks/permissions';
import { usePermissions } from '../../../platform/hooks/usePermissions';
import { useCategoryTree } from '../useMaterialLookups';
import { CategoryAddModal } from './CategoryAddModal';
import { CategoryEditPanel } from './CategoryEditPanel';
import { flatten } from './treeOps';
import { useCategoryActions } from './useCategoryActions';

const t = messages.material.category;

/** 商品类别: the tree (add child, delete, sort, drag to move) and the selected category's form. */
export function MaterialCategoryList() {
  const tree = useCategoryTree();
  const nodes = tree.data ?? [];
  const canEdit = usePermissions().has(BTN.edit);
  const actions = useCategoryActions(nodes);
  const [selected, setSelected] = useState<number>();
  const [checked, setChecked] = useState<number[]>([]);
  const [expanded, setExpanded] = useState<number[]>();
  const [adding, setAdding] = useState(false);
  const allKeys = flatten(nodes).map((n) => n.id);

  const toolbar = (
    <Space wrap className="list-toolbar">
      {canEdit && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          {t.addChild}
        </Button>
      )}
      {canEdit && (
        <Button icon={<DeleteOutlined />} onClick={() => actions.remove(checked, () => setChecked([]))}>
          {messages.common.delete}
        </Button>
      )}
      <Button onClick={() => void actions.refresh()}>{t.refresh}</Button>
      {canEdit && (
        <Button disabled={selected === undefined} onClick={() => selected && actions.move(selected, -1)}>
          {t.moveUp}
        </Button>
      )}
      {canEdit && (
        <Button disabled={selected === undefined} onClick={() => selected && actions.move(selected, 1)}>
          {t.moveDown}
        </Button>
      )}
      <Button onClick={() => setExpanded(allKeys)}>{t.expandAll}</Button>
      <Button onClick={() => setExpanded([])}>{t.collapseAll}</Button>
    </Space>
  );
  return (
    <Row gutter={12}>
      <Col xs={24} md={10}>
        <Card title={t.title}>
          {toolbar}
          <Spin spinning={tree.isFetching}>
            <Tree<(typeof nodes)[number]>
              checkable
              draggable={canEdit}
              blockNode
              treeData={nodes}
              fieldNames={{ title: 'title', key: 'id', children: 'children' }}
              expandedKeys={expanded ?? allKeys}
              onExpand={(keys) => setExpanded(keys as number[])}
              selectedKeys={selected === undefined ? [] : [selected]}
              onSelect={(keys) => setSelected(keys[0] as number | undefined)}
              checkedKeys={checked}
              checkStrictly
              onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked) as number[])}
              onDrop={(info) => {
                const relative = info.dropPosition - Number(info.node.pos.split('-').at(-1));
                actions.drop(Number(info.dragNode.key), Number(info.node.key), !info.dropToGap, relative === -1);
              }}
            />
          </Spin>
        </Card>
      </Col>
      <Col xs={24} md={14}>
        <CategoryEditPanel id={selected} canEdit={canEdit} onCancel={() => setSelected(undefined)} onSaved={() => void actions.refresh()} />
      </Col>
      {adding && (
        <CategoryAddModal
          parentId={selected}
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            void actions.refresh();
          }}
        />
      )}
    </Row>
  );
}
