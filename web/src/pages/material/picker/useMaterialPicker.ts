import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { findMaterials, type PickedMaterial } from './pickerApi';

export const PICKER_PAGE_SIZE = 10;

/** The picker's query (keyword, category, depot, page) and its keyboard-active row. */
export function useMaterialPicker(initial: { depotId?: number | undefined; keyword?: string | undefined }) {
  const [keyword, setKeyword] = useState(initial.keyword ?? '');
  const [applied, setApplied] = useState(initial.keyword ?? '');
  const [categoryId, setCategoryId] = useState<number>();
  const [depotId, setDepotId] = useState(initial.depotId);
  const [page, setPage] = useState(1);
  // Unset until the user moves: then the row whose barcode equals the keyword (a scan), else the first.
  const [moved, setMoved] = useState<number>();
  const query = useQuery({
    queryKey: ['material', 'picker', applied, categoryId, depotId, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => findMaterials({ q: applied || undefined, categoryId, depotId, page, rows: PICKER_PAGE_SIZE }, signal),
  });
  const rows: PickedMaterial[] = query.data?.rows ?? [];
  const exact = rows.findIndex((r) => r.barCode === applied);
  const active = moved ?? (exact >= 0 ? exact : 0);

  const restart = (): void => {
    setPage(1);
    setMoved(undefined);
  };
  return {
    keyword,
    setKeyword,
    categoryId,
    depotId,
    page,
    active,
    rows,
    total: query.data?.total ?? 0,
    loading: query.isFetching || query.isPlaceholderData,
    /** Runs the typed keyword; a second Enter on an unchanged keyword is a choice, not a search. */
    search: (): boolean => {
      if (keyword.trim() === applied) return false;
      setApplied(keyword.trim());
      restart();
      return true;
    },
    setCategory: (id: number | undefined) => (setCategoryId(id), restart()),
    setDepot: (id: number | undefined) => (setDepotId(id), restart()),
    setPage: (p: number) => (setPage(p), setMoved(undefined)),
    move: (delta: number) => setMoved(Math.min(Math.max(active + delta, 0), Math.max(rows.length - 1, 0))),
    setActive: setMoved,
  };
}

export type MaterialPickerState = ReturnType<typeof useMaterialPicker>;
