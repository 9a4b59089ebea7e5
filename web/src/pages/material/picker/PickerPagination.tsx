import { Pagination } from 'antd';
import { format, messages } from '../../../app/i18n';
import { PICKER_PAGE_SIZE, type MaterialPickerState } from './useMaterialPicker';

/** The pages under a picker's rows: the size the picker asks the server for, so the two cannot drift apart. */
export function PickerPagination({ picker }: { picker: MaterialPickerState }) {
  return (
    <Pagination
      size="small"
      style={{ marginTop: 8, textAlign: 'right' }}
      current={picker.page}
      pageSize={PICKER_PAGE_SIZE}
      total={picker.total}
      showSizeChanger={false}
      onChange={picker.setPage}
      showTotal={(total, range) => format(messages.list.total, { from: range[0], to: range[1], total })}
    />
  );
}
