import type { BillKind } from '@suanpan/contracts';
import { Form, Input, Select } from 'antd';
import { messages } from '../../../app/i18n';
import type { ListPage } from '../../../platform/list/useListPage';
import { isFulfilled, showsLink, viewOf } from '../billCatalogue';
import { PartnerSelect } from '../PartnerSelect';
import type { BillOptions } from '../useBillOptions';
import { statusLabel } from './BillStatusTag';
import { DateRangeFilter } from './DateRangeFilter';

const f = messages.bill.field;
const W = { width: 160 };

/** The filters of a bill list (screens §3.2), chosen by the kind's catalogue entry. */
export function BillQueryFields({ kind, list, options }: { kind: BillKind; list: ListPage; options: BillOptions }) {
  const v = viewOf(kind);
  const statuses = ['0', '1', ...(isFulfilled(kind.prefix, options.inOutManage) ? ['3', '2'] : [])];
  return (
    <>
      <Form.Item label={f.number} name="number">
        <Input placeholder={messages.common.inputPlaceholder} style={W} allowClear />
      </Form.Item>
      <Form.Item label={f.materialParam} name="materialParam">
        <Input style={W} allowClear />
      </Form.Item>
      <DateRangeFilter list={list} />
      {v.partner && (
        <Form.Item label={messages.bill.partner[v.partner.type]} name="organId">
          <PartnerSelect type={v.partner.type} style={W} />
        </Form.Item>
      )}
      {v.hasDepot && (
        <Form.Item label={f.depot} name="depotId">
          <Select allowClear options={options.depots} style={W} />
        </Form.Item>
      )}
      <Form.Item label={f.creator} name="creator">
        <Select allowClear options={options.users} style={W} />
      </Form.Item>
      {showsLink(kind, options.inOutManage) && (
        <Form.Item label={f.linkNumber} name="linkNumber">
          <Input style={W} allowClear />
        </Form.Item>
      )}
      {kind.money === 'trade' && (
        <Form.Item label={f.hasDebt} name="hasDebt">
          <Select allowClear style={W} options={[{ value: '1', label: messages.bill.debtOptions.yes }, { value: '0', label: messages.bill.debtOptions.no }]} />
        </Form.Item>
      )}
      <Form.Item label={f.status} name="status">
        <Select allowClear style={W} options={statuses.map((s) => ({ value: s, label: statusLabel(kind, s) }))} />
      </Form.Item>
      <Form.Item label={f.remark} name="remark">
        <Input style={W} allowClear />
      </Form.Item>
    </>
  );
}
