import { useEffect, useEffectEvent, useState } from 'react';
import type { MaterialRow } from './lineTypes';

/** How long typing must pause before the 条码 cell asks the server (a scanner's burst never waits for an answer). */
export const SEARCH_PAUSE_MS = 250;

export type ProductSearch = (text: string, signal: AbortSignal) => Promise<MaterialRow[]>;

/**
 * The 条码 cell's dropdown rows for what is typed: asked once typing pauses, the previous question cancelled.
 * `text` is the text the rows answer (so an answer for an older text is never taken for the current one).
 */
export function useProductSearch(typed: string, active: boolean, search: ProductSearch | undefined) {
  const [found, setFound] = useState<{ text: string; rows: MaterialRow[] }>({ text: '', rows: [] });
  const text = typed.trim();
  // The grid hands a new function each render; the question depends on the text alone.
  const ask = useEffectEvent((q: string, signal: AbortSignal) => search?.(q, signal) ?? Promise.resolve([]));
  const can = search !== undefined;
  useEffect(() => {
    if (!active || !can || text === '') return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      ask(text, abort.signal).then(
        (rows) => setFound({ text, rows }),
        () => undefined,
      );
    }, SEARCH_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [text, active, can]);
  return found.text === text ? found.rows : undefined;
}
