import { api, type ApiAnswer, type ApiBody } from '../../../app/api/api';

export type RatioInfo = ApiAnswer<'GET', '/colorYarnRatio/info'>['info'];
/** What the form saves: the ratio without its id (the id says add or update). */
export type RatioSave = Omit<ApiBody<'POST', '/colorYarnRatio/add'>, 'id'>;
export type Requirement = ApiAnswer<'POST', '/colorYarnRatio/computeRequirement'>;

/** 颜色纱比 calls (server/src/modules/material/color-yarn-ratio.routes.ts, docs/colour-yarn-ratio.md). */
export const yarnApi = {
  info: async (id: number) => (await api.get('/colorYarnRatio/info', { id })).info,
  save: (body: RatioSave, id?: number) => (id ? api.put('/colorYarnRatio/update', { ...body, id }) : api.post('/colorYarnRatio/add', body)),
  compute: (materialId: number, color: string, quantity: string) => api.post('/colorYarnRatio/computeRequirement', { materialId, color, quantity }),
};
