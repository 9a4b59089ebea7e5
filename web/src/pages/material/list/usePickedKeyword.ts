import { useEffect, useRef } from 'react';
import type { ListPage } from '../../../platform/list/useListPage';

/**
 * A barcode chosen in the picker becomes the list's keyword and is searched at once. The search runs after the
 * keyword has reached the list state (search() reads the state of its render).
 */
export function usePickedKeyword(list: ListPage) {
  const pending = useRef<string>(undefined);
  const keyword = list.queryParam.materialParam;
  const { search } = list;
  useEffect(() => {
    if (pending.current !== undefined && keyword === pending.current) {
      pending.current = undefined;
      search();
    }
  }, [keyword, search]);
  return (barCode: string): void => {
    pending.current = barCode;
    list.setQueryParam({ materialParam: barCode });
  };
}
