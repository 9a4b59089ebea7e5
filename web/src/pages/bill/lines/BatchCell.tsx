import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { billApi } from '../billApi';
import type { BillLine } from './lineTypes';

/** Batch choice for an outgoing line: the batches of this barcode with stock in the line's depot. */
export function BatchCell({ line, onPick }: { line: BillLine; onPick: (batchNumber: string, expirationDate?: string) => void }) {
  const [open, setOpen] = useState(false);
  const batches = useQuery({
    queryKey: ['bill', 'batches', line.barCode, line.depotId],
    enabled: open,
    queryFn: () => billApi.batches(line.barCode, line.depotId),
  });
  const rows = batches.data?.rows ?? [];
  return (
    <Select
      size="small"
      style={{ width: '100%' }}
      value={line.batchNumber}
      onOpenChange={setOpen}
      loading={batches.isFetching}
      options={rows.map((b) => ({ value: b.batchNumber, label: `${b.batchNumber}（${b.totalNum}）` }))}
      onChange={(v: string) => onPick(v, rows.find((b) => b.batchNumber === v)?.expirationDateStr ?? undefined)}
    />
  );
}
