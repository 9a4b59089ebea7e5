import { useQuery } from '@tanstack/react-query';
import type { BillPrefix } from '@suanpan/contracts';
import { Select } from 'antd';
import { useState } from 'react';
import { billApi } from '../billApi';
import type { BillLine, MaterialRow } from './lineTypes';

interface Props {
  line: BillLine;
  prefix: BillPrefix;
  organId?: number | undefined;
  disabled?: boolean;
  onSwitch: (option: MaterialRow) => void;
}

/**
 * Unit switching among the product's units: each unit is its own barcode row with its own price, so choosing a unit
 * means taking that row (fetched with the kind's price rules when the list is first opened).
 */
export function UnitCell({ line, prefix, organId, disabled, onSwitch }: Props) {
  const [open, setOpen] = useState(false);
  const units = useQuery({
    queryKey: ['bill', 'units', line.barCode, prefix, organId, line.depotId],
    enabled: open && line.barCode !== '',
    queryFn: async () => {
      const [self] = await billApi.byBarCode(line.barCode, { prefixNo: prefix, organId, depotId: line.depotId });
      const materialId = line.materialId ?? self?.materialId;
      if (!materialId) return [];
      const rows = await billApi.unitsOf(materialId, line.depotId);
      // findById has no bill price; price each unit's barcode the way the kind does.
      return billApi.byBarCode(rows.map((r) => r.barCode).join(','), { prefixNo: prefix, organId, depotId: line.depotId });
    },
    staleTime: 60_000,
  });
  const options = (units.data ?? []).map((u) => ({ value: u.barCode, label: u.commodityUnit }));
  return (
    <Select
      size="small"
      className="bill-unit-cell"
      style={{ width: '100%' }}
      value={line.barCode || undefined}
      labelRender={() => line.unit}
      options={options.length ? options : [{ value: line.barCode, label: line.unit }]}
      loading={units.isFetching}
      disabled={disabled || line.barCode === ''}
      onOpenChange={setOpen}
      onChange={(code: string) => {
        const hit = units.data?.find((u) => u.barCode === code);
        if (hit && code !== line.barCode) onSwitch(hit);
      }}
    />
  );
}
