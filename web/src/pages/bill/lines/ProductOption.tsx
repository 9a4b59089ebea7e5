import { messages } from '../../../app/i18n';
import type { MaterialRow } from './lineTypes';

const c = messages.bill.line;

/** One product of the 条码 cell's dropdown: what tells two apart — name, 规格/型号, unit, SKU — with stock and last price. */
export function ProductOption({ row }: { row: MaterialRow }) {
  const spec = [row.standard, row.model, row.color, row.sku].filter(Boolean).join(' ');
  return (
    <div className="bill-product-option">
      <span className="bill-product-option-name">{row.name}</span>
      {spec && <span className="bill-product-option-spec">{spec}</span>}
      <span className="bill-product-option-unit">{row.unit ?? row.commodityUnit}</span>
      <span className="bill-product-option-code">{row.barCode}</span>
      <span className="bill-product-option-stock">
        {c.stock} {row.stock ?? '0'}
      </span>
      {row.lastPrice && (
        <span className="bill-product-option-price">
          {c.lastPrice} {row.lastPrice}
        </span>
      )}
    </div>
  );
}
