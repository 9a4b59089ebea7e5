import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const CHUNK_TIMEOUT_MS = 120_000;

type PageModule = Record<string, unknown>;

/** Menu `component` strings of one area → their lazy page modules. */
export type PageRegistry = Record<string, LazyExoticComponent<ComponentType<PageProps>>>;

/** Props every page accepts: a business id when opened from a message (openType component). */
export interface PageProps {
  busId?: string | number | undefined;
}

/**
 * React.lazy for a named export, failing after 120 s (spec §9) instead of spinning forever when a chunk
 * never arrives; the error boundary around it then offers a retry.
 */
export function lazyNamed<P extends object>(
  load: () => Promise<PageModule>,
  exportName: string,
  timeoutMs = CHUNK_TIMEOUT_MS,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`chunk load timed out: ${exportName}`)), timeoutMs);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      const component = module[exportName];
      if (typeof component !== 'function' && typeof component !== 'object') {
        throw new Error(`page module has no export ${exportName}`);
      }
      return { default: component as ComponentType<P> };
    } finally {
      clearTimeout(timer);
    }
  });
}

/** A menu screen's lazy page (see lazyNamed). */
export function lazyPage(load: () => Promise<PageModule>, exportName: string, timeoutMs = CHUNK_TIMEOUT_MS): LazyExoticComponent<ComponentType<PageProps>> {
  return lazyNamed<PageProps>(load, exportName, timeoutMs);
}
