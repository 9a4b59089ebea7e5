import { Form } from 'antd';
import dayjs from 'dayjs';
import { messages } from '../../app/i18n';
import { DAY, DayRangePicker } from '../components/DayRangePicker';
import type { ListPage } from '../list/useListPage';

/** 单据日期 range bound to the list's beginTime/endTime (default: the last three months, screens §3.1). */
export function DateRangeFilter({ list }: { list: ListPage }) {
  const begin = list.queryParam.beginTime as string | undefined;
  const end = list.queryParam.endTime as string | undefined;
  return (
    <Form.Item label={messages.bill.field.operTime}>
      <DayRangePicker
        value={{ beginTime: begin, endTime: end }}
        onChange={(range) => list.setQueryParam({ beginTime: range.beginTime ?? '', endTime: range.endTime ?? '' })}
      />
    </Form.Item>
  );
}

export const defaultRange = (): { beginTime: string; endTime: string } => ({
  beginTime: dayjs().subtract(3, 'month').format(DAY),
  endTime: dayjs().format(DAY),
});
