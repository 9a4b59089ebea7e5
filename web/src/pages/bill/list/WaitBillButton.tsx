import { useQuery } from '@tanstack/react-query';
import type { BillKind } from '@suanpan/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { format, messages } from '../../../app/i18n';
import type { ListPage } from '../../../platform/list/useListPage';
import { billApi } from '../billApi';
import type { EditorRequest } from '../editor/editorTypes';
import { WaitBillModal } from './WaitBillModal';
import { waitSearch } from './waitBills';

/** 待入库(N) / 待出库(N) on the 其它入库 / 其它出库 list under 出入库管理; opens the waiting bills. */
export function WaitBillButton({ kind, list, open }: { kind: BillKind; list: ListPage; open: (req: EditorRequest) => void }) {
  const [showing, setShowing] = useState(false);
  // Keyed on the list's total too: a warehouse bill saved from this screen changes both.
  const count = useQuery({ queryKey: ['bill', 'waitCount', kind.prefix, list.total], queryFn: () => billApi.waitBillCount(waitSearch(kind)) });
  const label = kind.stock === 'in' ? messages.bill.action.waitIn : messages.bill.action.waitOut;
  return (
    <>
      <Button type="primary" ghost onClick={() => setShowing(true)}>
        {format(label, { n: count.data?.total ?? 0 })}
      </Button>
      {showing && (
        <WaitBillModal
          kind={kind}
          onClose={() => setShowing(false)}
          onChanged={() => {
            void count.refetch();
            void list.reload();
          }}
          onPick={(source) => {
            setShowing(false);
            open({ kind, mode: 'link', source });
          }}
        />
      )}
    </>
  );
}
