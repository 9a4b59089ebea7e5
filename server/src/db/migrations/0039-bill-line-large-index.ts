/**
 * The lines whose quantity or amount is too large for their integer millionths (migration 0038) — none in practice.
 * The bill-line reports ask once per request whether a tenant has any (an empty index answers at once): a tenant
 * without adds the integers alone, one with adds the numerics (modules/reports/line-sums.ts). Adding the numerics of
 * the rare large lines inside the same aggregate cost more than it saved (a second filtered aggregate per figure).
 */
export const up = /* sql */ `
create index depot_item_large_idx on depot_item (tenant_id) where basic_number_micro is null or all_price_micro is null;
`;
