import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState } from 'react';

export const DAY = 'YYYY-MM-DD';

/** A type, not an interface: a query's values (`Record<string, …>`) take it as a patch. */
export type DayRange = { beginTime: string | undefined; endTime: string | undefined };

type Picked = [Dayjs | null | undefined, Dayjs | null | undefined] | null;

const asRange = (picked: Picked): DayRange => ({ beginTime: picked?.[0]?.format(DAY), endTime: picked?.[1]?.format(DAY) });
const same = (a: DayRange, b: DayRange) => a.beginTime === b.beginTime && a.endTime === b.endTime;

/**
 * A period of whole days (YYYY-MM-DD) for a query bar. antd's range picker changes its value only once both ends are
 * confirmed: a start date typed (or picked) on its own — then Enter, Tab or a click on 查询 — was put back silently.
 * Here every date the calendar takes is the query's at once (nothing is fetched before 查询), antd's putting back on
 * closing is ignored, and Escape restores the period the picker opened with. The picker shows what the query asks: a
 * date taken shows the query's period at once (antd's calendar keeps an end the input no longer shows), only an
 * unfinished one (a start after the end, a required end missing) shows alone while the picker is open, and a required
 * period offers no clearing (cleared, it showed nothing while the query kept the old period).
 */
export function DayRangePicker({ value, onChange, required = false }: { value: DayRange; onChange: (range: DayRange) => void; required?: boolean }) {
  // The period when the picker opened (null while closed), and what the calendar shows meanwhile.
  const opened = useRef<DayRange | null>(null);
  const [draft, setDraft] = useState<Picked>(null);
  /** Whether the query takes the range (it holds an unfinished one back). */
  const commit = (range: DayRange): boolean => {
    if (range.beginTime && range.endTime && range.beginTime > range.endTime) return false;
    if (required && (!range.beginTime || !range.endTime)) return false;
    if (!same(range, value)) onChange(range);
    return true;
  };
  return (
    <DatePicker.RangePicker
      value={draft ?? [value.beginTime ? dayjs(value.beginTime) : null, value.endTime ? dayjs(value.endTime) : null]}
      allowEmpty={[!required, !required]}
      allowClear={!required}
      onOpenChange={(open) => {
        if (open) opened.current = value;
        else setDraft(null);
      }}
      onCalendarChange={(picked) => {
        setDraft(commit(asRange(picked)) ? null : picked);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && opened.current) commit(opened.current);
      }}
      onChange={(picked) => {
        const range = asRange(picked);
        // On closing after Enter antd calls onChange with the period it opened with: that is not the user's change.
        const putBack = opened.current !== null && same(range, opened.current) && !same(range, value);
        opened.current = null;
        if (!putBack) commit(range);
      }}
    />
  );
}
