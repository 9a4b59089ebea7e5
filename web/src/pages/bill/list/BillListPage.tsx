import type { BillPrefix } from '@suanpan/contracts';
import { useMemo, useState } from 'react';
import { usePermissions } from '../../../platform/hooks/usePermissions';
import type { Row } from '../../../platform/list/listTypes';
import { ListPageView } from '../../../platform/list/ListPageView';
import { useListPage } from '../../../platform/list/useListPage';
import { kindOf } from '../billCatalogue';
import { BillEditor } from '../editor/BillEditor';
import type { EditorRequest } from '../editor/editorTypes';
import { useBillOptions } from '../useBillOptions';
import { BillDetailModal } from '../view/BillDetailModal';
import '../bill.css';
import { BILL_SUM_COLUMNS, billColumnSpecs, billColumns } from './billColumns';
import { useBillColumnSettings } from './BillColumnSettings';
import { BillQueryFields } from './BillQueryFields';
import { BillRowActions } from './BillRowActions';
import { BillToolbarExtras } from './BillToolbarExtras';
import { defaultRange } from '../../../platform/document/DateRangeFilter';

const URLS = {
  list: '/depotHead/list',
  delete: '/depotHead/delete',
  deleteBatch: '/depotHead/deleteBatch',
  batchSetStatus: '/depotHead/batchSetStatus',
  exportXls: '/depotHead/exportExcel',
};

/** The one bill list screen; `prefix` picks the kind from the catalogue (screens §3.1–3.2). */
export function BillListPage({ prefix }: { prefix: BillPrefix }) {
  const kind = kindOf(prefix);
  const options = useBillOptions();
  const { has } = usePermissions(kind.page);
  const defaultQuery = useMemo(() => ({ type: kind.type, subType: kind.subType, ...defaultRange() }), [kind]);
  const list = useListPage({ urls: URLS, defaultQuery, sumColumns: BILL_SUM_COLUMNS, exportFileName: kind.label });
  const [editor, setEditor] = useState<EditorRequest | undefined>();
  const [viewing, setViewing] = useState<Row | undefined>();
  const specs = useMemo(() => billColumnSpecs(kind, { purchaseBySale: options.purchaseBySale }), [kind, options.purchaseBySale]);
  const settings = useBillColumnSettings(prefix, specs);
  const visibleKey = settings.visible.join(',');
  const columns = useMemo(
    () =>
      billColumns(kind, (row) => <BillRowActions kind={kind} row={row} list={list} has={has} open={setEditor} view={setViewing} />, visibleKey.split(','), {
        purchaseBySale: options.purchaseBySale,
      }),
    [kind, list, has, options.purchaseBySale, visibleKey],
  );
  // Wide enough for the chosen columns, so none is squeezed and the fixed ones stay put.
  const scrollX = columns.reduce((sum, col) => sum + (typeof col.width === 'number' ? col.width : 100), 0);
  const done = () => {
    setEditor(undefined);
    void list.reload();
  };
  return (
    <div className="bill-list" data-prefix={prefix}>
      <ListPageView
        list={list}
        columns={columns}
        permissionPath={kind.page}
        scrollX={scrollX}
        queryFields={<BillQueryFields kind={kind} list={list} options={options} />}
        toolbar={{
          onAdd: () => setEditor({ kind, mode: 'add' }),
          batchDelete: true,
          exportFile: true,
          extra: (
            <>
              <BillToolbarExtras
                kind={kind}
                list={list}
                has={has}
                open={setEditor}
                inOutManage={options.inOutManage}
                purchaseBySale={options.purchaseBySale}
                underApproval={options.approvalPrefixes.includes(prefix)}
              />
              {settings.button}
            </>
          ),
        }}
      />
      {editor && <BillEditor request={editor} options={options} onClose={() => setEditor(undefined)} onSaved={done} />}
      {viewing && <BillDetailModal kind={kind} bill={viewing} has={has} onClose={() => setViewing(undefined)} onChanged={() => void list.reload()} />}
    </div>
  );
}
