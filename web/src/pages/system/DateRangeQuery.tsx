import { Form } from 'antd';
import { DayRangePicker } from '../../platform/components/DayRangePicker';
import type { ListPage } from '../../platform/list/useListPage';

/** A date range held as the `beginTime` / `endTime` (YYYY-MM-DD) search keys of the list query. */
export function DateRangeQuery({ list, label }: { list: ListPage; label: string }) {
  const begin = list.queryParam.beginTime as string | undefined;
  const end = list.queryParam.endTime as string | undefined;
  return (
    <Form.Item label={label}>
      <DayRangePicker value={{ beginTime: begin, endTime: end }} onChange={list.setQueryParam} />
    </Form.Item>
  );
}
