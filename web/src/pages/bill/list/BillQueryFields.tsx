import type { BillKind } from '@suanpan/contracts';
import { Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { messages } from '../../../app/i18n';
import type { ListPage } from '../../../platform/list/useListPage';
import { isFulfilled } from '../billCatalogue';
import { PartnerSelect } from '../PartnerSelect';
import type { BillOptions } from '../useBillOptions';
import { BILL_FILTERS, filterParam, layoutOf, type FilterKey } from './billListLayout';
import { statusLabel } from './BillStatusTag';
import { DateRangeFilter } from '../../../platform/document/DateRangeFilter';

const f = messages.bill.field;
const W = { width: 160 };
const text = <Input style={W} allowClear />;
const pick = (options: ReadonlyArray<{ value: number | string; label: string }>) => (
  <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={[...options]} style={W} />
);
const debtOptions = [
  { value: '1', label: messages.bill.debtOptions.yes },
  { value: '0', label: messages.bill.debtOptions.no },
];

/** The statuses a kind's list filters on: 审核中 only when 多级审核 covers the kind, 部分/完成 when something fulfils it. */
export function statusOptions(kind: BillKind, options: Pick<BillOptions, 'inOutManage' | 'approvalPrefixes'>): Array<{ value: string; label: string }> {
  const statuses = [
    '0',
    ...(options.approvalPrefixes.includes(kind.prefix) ? ['9'] : []),
    '1',
    ...(isFulfilled(kind.prefix, options.inOutManage) ? ['3', '2'] : []),
  ];
  return statuses.map((s) => ({ value: s, label: statusLabel(kind, s) }));
}

/** The filters of a bill list, exactly those screens §3.2 lists for the kind, in its order; values are query keys. */
export function BillQueryFields({ kind, list, options }: { kind: BillKind; list: ListPage; options: BillOptions }) {
  const field = (key: FilterKey): [string, ReactNode] | null => {
    switch (key) {
      case 'number':
        return [f.number, <Input key="i" placeholder={messages.common.inputPlaceholder} style={W} allowClear />];
      case 'materialParam':
        return [f.materialParam, text];
      case 'organId':
        return kind.partner ? [messages.bill.partner[kind.partner.type], <PartnerSelect key="p" type={kind.partner.type} style={W} />] : null;
      case 'depotId':
        return [f.depot, pick(options.depots)];
      case 'creator':
        return [f.creator, pick(options.users)];
      case 'linkApply':
        return [f.linkApply, text];
      case 'linkOrder':
        return [f.linkOrder, text];
      case 'linkNumber':
        return [f.linkNumber, text];
      case 'accountId':
        return [f.account, pick(options.accounts)];
      case 'hasDebt':
        return [f.hasDebt, <Select key="d" allowClear style={W} options={debtOptions} />];
      case 'hasLastDebt':
        return [f.hasLastDebt, <Select key="l" allowClear style={W} options={debtOptions} />];
      case 'status':
        return [f.status, <Select key="s" allowClear style={W} options={statusOptions(kind, options)} />];
      case 'salesMan':
        return [f.salesMan, pick(options.salesmen)];
      case 'remark':
        return [f.remark, text];
      default:
        return null;
    }
  };
  return (
    <>
      {layoutOf(BILL_FILTERS, kind).map((key) => {
        if (key === 'operTime') return <DateRangeFilter key={key} list={list} />;
        const entry = field(key);
        return (
          entry && (
            <Form.Item key={key} label={entry[0]} name={filterParam(key)}>
              {entry[1]}
            </Form.Item>
          )
        );
      })}
    </>
  );
}
