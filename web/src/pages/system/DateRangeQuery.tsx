import { DatePicker, Form } from 'antd';
import dayjs from 'dayjs';
import type { ListPage } from '../../platform/list/useListPage';

/** A date range held as the `beginTime` / `endTime` (YYYY-MM-DD) search keys of the list query. */
export function DateRangeQuery({ list, label }: { list: ListPage; label: string }) {
  const begin = list.queryParam.beginTime as string | undefined;
  const end = list.queryParam.endTime as string | undefined;
  return (
    <Form.Item label={label}>
      <DatePicker.RangePicker
        value={begin && end ? [dayjs(begin), dayjs(end)] : null}
        onChange={(range) => list.setQueryParam({ beginTime: range?.[0]?.format('YYYY-MM-DD'), endTime: range?.[1]?.format('YYYY-MM-DD') })}
      />
    </Form.Item>
  );
}
