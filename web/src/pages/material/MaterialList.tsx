import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { messages } from '../../app/i18n';
import { BTN } from '../../platform/hooks/permissions';
import { useFeedback } from '../../platform/hooks/useFeedback';
import { usePermissions } from '../../platform/hooks/usePermissions';
import { ListPageView } from '../../platform/list/ListPageView';
import type { ListPageOptions } from '../../platform/list/listTypes';
import { useBatchAction } from '../../platform/list/useBatchAction';
import { useListPage } from '../../platform/list/useListPage';
import { MaterialBomModal } from './bom/MaterialBomModal';
import { MaterialModal } from './form/MaterialModal';
import type { MaterialModalMode } from './form/useMaterialModal';
import { materialColumns } from './list/materialColumns';
import { BatchEditModal } from './list/BatchEditModal';
import { MaterialImportModal } from './list/MaterialImportModal';
import { MATERIAL_REPAIRS } from './list/materialRepairs';
import { MaterialQueryFields } from './list/MaterialQueryFields';
import { usePickedKeyword } from './list/usePickedKeyword';
import { useFieldTitles } from './useMaterialLookups';

const OPTIONS: ListPageOptions = {
  urls: {
    list: '/material/list',
    delete: '/material/delete',
    deleteBatch: '/material/deleteBatch',
    batchSetStatus: '/material/batchSetStatus',
    exportXls: '/material/exportExcel',
  },
  defaultSort: { column: 'id', order: 'desc' },
  sumColumns: ['initialStock', 'stock'],
  exportFileName: messages.material.list.exportName,
};

/** 商品信息: the product list with stock, filters, enable/disable, delete, import/export and the product form. */
export function MaterialList() {
  const list = useListPage(OPTIONS);
  const { has } = usePermissions();
  const titles = useFieldTitles();
  const [modal, setModal] = useState<MaterialModalMode>();
  const [importing, setImporting] = useState(false);
  const [batchEditing, setBatchEditing] = useState(false);
  const [bomOf, setBomOf] = useState<{ id: number; name: string; color?: string }>();
  const { message } = useFeedback();
  const columns = materialColumns(titles, {
    canEdit: has(BTN.edit),
    onEdit: (row) => setModal({ kind: 'edit', row }),
    onCopy: (row) => setModal({ kind: 'copy', row }),
    onDelete: (row) => void list.deleteOne(row.id as number),
    onBom: (row) => setBomOf({ id: Number(row.id), name: String(row.name ?? ''), ...(row.color ? { color: String(row.color) } : {}) }),
  });

  const pickKeyword = usePickedKeyword(list);
  const run = useBatchAction(list);

  const extra = (
    <>
      {has(BTN.edit) && has(BTN.exportImport) && (
        <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
          {messages.common.import}
        </Button>
      )}
      {has(BTN.edit) && (
        <Button onClick={() => (list.selectedRows.length ? setBatchEditing(true) : void message.warning(messages.list.selectOne))}>
          {messages.material.list.batchEdit}
        </Button>
      )}
      {has(BTN.edit) && <Button onClick={() => run(MATERIAL_REPAIRS.stock)}>{messages.material.list.fixStock}</Button>}
      {has(BTN.edit) && <Button onClick={() => run(MATERIAL_REPAIRS.cost)}>{messages.material.list.fixCost}</Button>}
    </>
  );
  return (
    <>
      <ListPageView
        list={list}
        columns={columns}
        queryFields={<MaterialQueryFields onPicked={pickKeyword} />}
        scrollX={2300}
        size="small"
        toolbar={{ onAdd: () => setModal({ kind: 'add' }), batchDelete: true, enableDisable: { enable: true, disable: false }, exportFile: true, extra }}
      />
      {modal && (
        <MaterialModal
          mode={modal}
          onClose={() => setModal(undefined)}
          onSaved={() => {
            setModal(undefined);
            void list.reload();
          }}
        />
      )}
      {batchEditing && (
        <BatchEditModal
          rows={list.selectedRows}
          onClose={() => setBatchEditing(false)}
          onApplied={() => {
            setBatchEditing(false);
            list.clearSelection();
            void list.reload();
          }}
        />
      )}
      {bomOf && <MaterialBomModal product={bomOf} canEdit={has(BTN.edit)} onClose={() => setBomOf(undefined)} />}
      {importing && <MaterialImportModal onClose={() => setImporting(false)} onImported={() => void list.reload()} />}
    </>
  );
}
