import { http } from '../../app/api/http';
import type { BuyAndSaleStatistics, BuyOrSalePrice } from '@suanpan/contracts';

// Both endpoints answer {} for the platform admin; the page then shows zeros-free empty states.
export const dashboardApi = {
  statistics: () => http.get<BuyAndSaleStatistics | null>('/depotHead/getBuyAndSaleStatistics'),
  sixMonths: () => http.get<BuyOrSalePrice | null>('/depotItem/buyOrSalePrice'),
};
