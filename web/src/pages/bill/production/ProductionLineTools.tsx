import { DatabaseOutlined, PartitionOutlined } from '@ant-design/icons';
import type { BillKind } from '@suanpan/contracts';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../app/api/ApiError';
import { format, messages } from '../../../app/i18n';
import { useFeedback } from '../../../platform/hooks/useFeedback';
import type { Option } from '../billApi';
import { billApi } from '../billApi';
import { dec } from '../lines/lineMath';
import type { BillLine } from '../lines/lineTypes';
import { bomLines } from '../lines/productionLines';
import type { LineGridState } from '../lines/useLineGrid';
import { LoadStockModal } from './LoadStockModal';
import { productionApi } from './productionApi';

const p = messages.bill.production;

/**
 * Line tools of production orders and counts: 按BOM带出原料 (also done by itself when the 成品 is first entered and no
 * component is there yet) and 加载库存 of a count sheet.
 */
export function ProductionLineTools({
  kind,
  grid,
  depots,
  defaultDepot,
  disabled,
}: {
  kind: BillKind;
  grid: LineGridState;
  depots: Option[];
  defaultDepot: number | undefined;
  disabled: boolean;
}) {
  const { message } = useFeedback();
  const [loading, setLoading] = useState(false);
  const [loadOpen, setLoadOpen] = useState(false);
  const madeCode = grid.lines[0]?.barCode ?? '';
  const seen = useRef(madeCode);

  const fillBom = async (auto: boolean) => {
    const made = grid.lines[0];
    if (!made?.barCode || !dec(made.operNumber).greaterThan(0)) return void (auto || message.warning(p.madeFirst));
    setLoading(true);
    try {
      const materialId = made.materialId ?? (await billApi.byBarCode(made.barCode, { prefixNo: kind.prefix }))[0]?.materialId;
      if (materialId === undefined) return;
      const bom = await productionApi.bom(materialId, made.color ?? undefined, made.operNumber);
      if (bom.items.length === 0) return void (auto || message.info(p.bomNone));
      grid.replace([made, ...bomLines(bom.items, defaultDepot ?? made.depotId)]);
      void message.success(format(p.bomFilled, { n: bom.items.length }));
    } catch (e) {
      void message.warning(errorMessage(e, messages.errors.requestFailed));
    } finally {
      setLoading(false);
    }
  };

  // A 成品 entered on a sheet without components brings its BOM (a commercial ERP's habit); later edits stay the user's.
  useEffect(() => {
    if (kind.production !== 'order' || madeCode === seen.current) return;
    const timer = setTimeout(() => {
      seen.current = madeCode;
      if (madeCode && !grid.lines.slice(1).some((l: BillLine) => l.barCode)) void fillBom(true);
    });
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new 成品 barcode triggers the fill
  }, [madeCode]);

  if (kind.production === 'order')
    return (
      <Button size="small" icon={<PartitionOutlined />} loading={loading} disabled={disabled} onClick={() => void fillBom(false)}>
        {p.fromBom}
      </Button>
    );
  if (kind.stockCount !== 'entry') return null;
  return (
    <>
      <Button size="small" icon={<DatabaseOutlined />} disabled={disabled} onClick={() => setLoadOpen(true)}>
        {p.loadStock}
      </Button>
      {loadOpen && (
        <LoadStockModal
          depots={depots}
          defaultDepot={defaultDepot}
          onClose={() => setLoadOpen(false)}
          onLoaded={(lines) => {
            grid.replace(lines);
            setLoadOpen(false);
          }}
        />
      )}
    </>
  );
}
