import { AppstoreAddOutlined } from '@ant-design/icons';
import { Dropdown, Input } from 'antd';
import { useRef, useState, type KeyboardEvent } from 'react';
import { format, messages } from '../../../app/i18n';
import type { MaterialRow } from './lineTypes';
import { ProductOption } from './ProductOption';
import { useProductSearch, type ProductSearch } from './useProductSearch';

interface Props {
  value: string;
  disabled?: boolean;
  /** A typed or scanned code (barcode or serial), looked up as before. */
  onLookup: (barCode: string) => void;
  /** Products matching the typed text: the dropdown as the clerk types. */
  search?: ProductSearch | undefined;
  /** A dropdown row taken (click, or Enter on the highlighted one). */
  onPick?: ((row: MaterialRow) => void) | undefined;
  /** Opens 选择商品 with the typed text. */
  onBrowse?: ((text: string) => void) | undefined;
}

const c = messages.bill.line;

/**
 * The barcode cell. A scanner (or a typed code) and Enter looks the code up as ever; typing a name, 规格, 型号 or
 * 助记码 shows matching products once typing pauses — ↑↓ move, Enter takes the highlighted one (the first unless
 * moved), Esc closes. A code that is exactly a row's barcode is looked up by code, so scanning never depends on
 * the dropdown having answered.
 */
export function BarcodeCell({ value, disabled, onLookup, search, onPick, onBrowse }: Props) {
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  const [editing, setEditing] = useState(false);
  const [active, setActive] = useState(0);
  // A look-up or unit switch replaces the line's barcode: show the new one.
  if (shown !== value) {
    setShown(value);
    setTyped(value);
    setEditing(false);
  }
  // The text as last typed or taken: Enter's focus move blurs the cell before this render's closures see it.
  const latest = useRef(value);
  const rows = useProductSearch(typed, editing, search);
  // Enter both looks up and moves focus on (blur): one code must be looked up once, or a late second answer
  // would reset what the user typed into the line meanwhile.
  const sent = useRef(value);
  const code = typed.trim();
  const exact = rows?.some((r) => r.barCode === code) ?? false;
  const open = editing && code !== '' && rows !== undefined && !exact;

  const commit = () => {
    const now = latest.current.trim();
    if (!now || now === value || now === sent.current) return;
    sent.current = now;
    setEditing(false);
    onLookup(now);
  };
  const take = (row: MaterialRow | undefined) => {
    if (!row || !onPick) return;
    sent.current = row.barCode;
    latest.current = row.barCode;
    setEditing(false);
    setTyped(row.barCode);
    onPick(row);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!open || !rows?.length) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.min(Math.max(i + (e.key === 'ArrowDown' ? 1 : -1), 0), rows.length - 1));
    } else if (e.key === 'Escape') {
      setEditing(false);
    }
  };
  const onEnter = () => (open && rows?.length ? take(rows[active] ?? rows[0]) : commit());
  // Leaving the cell with matches shown but none chosen keeps the text: the clerk has not said which one.
  const onBlur = () => (open && rows?.length ? setEditing(false) : commit());

  return (
    <Dropdown
      open={open}
      trigger={[]}
      menu={{
        selectedKeys: [String(active)],
        items: rows?.length
          ? rows.map((r, i) => ({ key: String(i), label: <ProductOption row={r} />, onClick: () => take(r) }))
          : [{ key: 'none', disabled: true, label: format(c.searchEmpty, { text: code }) }],
      }}
      // Pressing a row must not blur the cell first (the blur would close the list before the click lands).
      popupRender={(menu) => (
        <div className="bill-product-options" onMouseDown={(e) => e.preventDefault()}>
          {menu}
        </div>
      )}
    >
      <Input
        size="small"
        // On the input itself (the suffix wraps it): scanners, tests and journeys type into `.bill-barcode-cell`.
        classNames={{ input: 'bill-barcode-cell' }}
        aria-label={c.barCode}
        value={typed}
        disabled={disabled}
        onChange={(e) => {
          sent.current = '';
          latest.current = e.target.value;
          setEditing(true);
          setActive(0);
          setTyped(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onPressEnter={onEnter}
        onBlur={onBlur}
        suffix={
          onBrowse && !disabled ? (
            <AppstoreAddOutlined
              className="bill-browse-products"
              aria-label={c.pick}
              title={c.pick}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onBrowse(code)}
            />
          ) : undefined
        }
      />
    </Dropdown>
  );
}
