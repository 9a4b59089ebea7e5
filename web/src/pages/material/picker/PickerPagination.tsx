import { PICKER_COUNT_LIMIT } from '@suanpan/contracts';
import { Pagination } from 'antd';
import { format, messages } from '../../../app/i18n';
import { PICKER_PAGE_SIZE, type MaterialPickerState } from './useMaterialPicker';

/** The total as the pager says it: the server counts to PICKER_COUNT_LIMIT + 1, meaning "more than the bound". */
export function pickerTotalText(total: number): string {
  return total > PICKER_COUNT_LIMIT ? `${PICKER_COUNT_LIMIT}+` : String(total);
}

/**
 * The pages under a picker's rows: the size the picker asks the server for, so the two cannot drift apart. A bounded
 * total reads "1-10 共10000+条" (its pages reach the bound's row; a narrower keyword or category finds the rest).
 */
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
      showTotal={(_total, range) => format(messages.list.total, { from: range[0], to: range[1], total: pickerTotalText(picker.total) })}
    />
  );
}
