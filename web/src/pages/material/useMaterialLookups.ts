import { useQuery } from '@tanstack/react-query';
import { messages } from '../../app/i18n';
import { materialApi } from './materialApi';

const STALE = 60_000;

export const useCategoryTree = () => useQuery({ queryKey: ['material', 'categoryTree'], queryFn: () => materialApi.categoryTree(), staleTime: STALE });
export const useUnits = () => useQuery({ queryKey: ['material', 'units'], queryFn: materialApi.units, staleTime: STALE });
export const useDepots = () => useQuery({ queryKey: ['material', 'depots'], queryFn: materialApi.depots, staleTime: STALE });
/** The depots the user may set stock in (仓库权限): what the form's 库存数量 tab lists. */
export const useStockDepots = () => useQuery({ queryKey: ['material', 'stockDepots'], queryFn: () => materialApi.depotStock(0), staleTime: STALE });
export const useAttributeNames = () => useQuery({ queryKey: ['material', 'attributeNames'], queryFn: materialApi.attributeNames, staleTime: STALE });

export type ExtraField = 'mfrs' | 'otherField1' | 'otherField2' | 'otherField3';

// The server's native names (MATERIAL_PROPERTY_FIELDS in the contracts); the web bundle imports contract types only.
const FIELD_OF_NATIVE: Record<string, ExtraField> = { 制造商: 'mfrs', 自定义1: 'otherField1', 自定义2: 'otherField2', 自定义3: 'otherField3' };

/**
 * Titles of 制造商 and 扩展1-3 as renamed on 商品属性 (screens.md §0.3), once known: undefined while the first answer is
 * awaited (a screen that shows them waits rather than show 扩展1 and change it), the built-in titles if it failed.
 */
export function useKnownFieldTitles(): Record<ExtraField, string> | undefined {
  // No stale time: a title renamed on 商品属性 shows as soon as another screen opens (the cached ones meanwhile).
  const query = useQuery({ queryKey: ['material', 'properties'], queryFn: materialApi.properties });
  if (query.isPending && query.fetchStatus !== 'idle') return undefined;
  const f = messages.material.fields;
  const titles: Record<ExtraField, string> = { mfrs: f.mfrs, otherField1: f.otherField1, otherField2: f.otherField2, otherField3: f.otherField3 };
  for (const p of query.data ?? []) {
    const field = FIELD_OF_NATIVE[p.nativeName];
    if (field && p.anotherName) titles[field] = p.anotherName;
  }
  return titles;
}

/** The titles of useKnownFieldTitles, the built-in ones until known (forms, where a label may settle late). */
export function useFieldTitles(): Record<ExtraField, string> {
  const f = messages.material.fields;
  return useKnownFieldTitles() ?? { mfrs: f.mfrs, otherField1: f.otherField1, otherField2: f.otherField2, otherField3: f.otherField3 };
}
