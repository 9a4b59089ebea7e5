import { api } from '../../app/api/api';

// Both endpoints answer {} for the platform admin; the page then shows zeros-free empty states.
export const dashboardApi = {
  statistics: () => api.get('/depotHead/getBuyAndSaleStatistics'),
  sixMonths: () => api.get('/depotItem/buyOrSalePrice'),
};
