import { api, type ApiAnswer } from '../../../app/api/api';

export type RatioInfo = ApiAnswer<'GET', '/colorYarnRatio/info'>['info'];
export type Requirement = ApiAnswer<'POST', '/colorYarnRatio/computeRequirement'>;

/** 颜色纱比 calls (server/src/modules/material/color-yarn-ratio.routes.ts, docs/colour-yarn-ratio.md). */
export const yarnApi = {
  info: async (id: number) => (await api.get('/colorYarnRatio/info', { id })).info,
  save: (body: Record<string, unknown>, id?: number) => (id ? api.put('/colorYarnRatio/update', { ...body, id }) : api.post('/colorYarnRatio/add', body)),
  compute: (materialId: number, color: string, quantity: string) => api.post('/colorYarnRatio/computeRequirement', { materialId, color, quantity }),
};
