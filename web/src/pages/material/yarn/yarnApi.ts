import { http } from '../../../app/api/http';

export interface RatioInfo {
  id: number;
  materialId: number;
  materialName: string;
  color: string;
  lossRate: string;
  remark: string | null;
  enabled: boolean;
  items: Array<{ lineNo: number; yarnMaterialId: number; yarnName: string; yarnColor: string; ratio: string; remark: string | null }>;
}

export interface Requirement {
  materialName: string;
  color: string;
  quantity: string;
  lossRate: string;
  finishedWeight: string;
  totalWeight: string;
  items: Array<{
    lineNo: number;
    yarnName: string;
    yarnColor: string;
    ratio: string;
    netWeight: string;
    requiredWeight: string;
    unit: string | null;
    requiredQuantity: string | null;
  }>;
}

/** 颜色纱比 calls (server/src/modules/material/color-yarn-ratio.routes.ts, docs/colour-yarn-ratio.md). */
export const yarnApi = {
  info: async (id: number) => (await http.get<{ info: RatioInfo }>('/colorYarnRatio/info', { id })).info,
  save: (body: Record<string, unknown>, id?: number) =>
    id ? http.put<{ id: number }>('/colorYarnRatio/update', { ...body, id }) : http.post<{ id: number }>('/colorYarnRatio/add', body),
  compute: (materialId: number, color: string, quantity: string) =>
    http.post<Requirement>('/colorYarnRatio/computeRequirement', { materialId, color, quantity }),
};
