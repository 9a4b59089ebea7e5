import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, Popover, Row as GridRow } from 'antd';
import { useState } from 'react';
import { messages } from '../../../app/i18n';
import type { ColumnSpec } from './billListLayout';

const a = messages.bill.action;
const storageKey = (prefix: string) => `bill-columns:${prefix}`;

function stored(prefix: string): string[] | undefined {
  try {
    const raw = window.localStorage.getItem(storageKey(prefix));
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    return Array.isArray(parsed) && parsed.every((k) => typeof k === 'string') ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * 列设置 of a bill list (screens §3.1): which of the kind's columns are shown, remembered per kind in this
 * browser; 恢复默认 returns to the ✓ columns of screens §3.2. Stored keys the kind no longer offers are ignored.
 */
export function useBillColumnSettings(prefix: string, specs: readonly ColumnSpec[]) {
  const defaults = specs.filter(([, , shown]) => shown).map(([key]) => key);
  const [chosen, setChosen] = useState<string[] | undefined>(() => stored(prefix));
  const visible = chosen ? specs.map(([key]) => key).filter((key) => chosen.includes(key)) : defaults;
  const save = (keys: string[] | undefined) => {
    setChosen(keys);
    if (keys) window.localStorage.setItem(storageKey(prefix), JSON.stringify(keys));
    else window.localStorage.removeItem(storageKey(prefix));
  };
  const button = (
    <Popover
      trigger="click"
      placement="bottom"
      content={
        <div className="bill-column-settings">
          <Checkbox.Group value={visible} onChange={(keys) => save(keys.map(String))}>
            <GridRow>
              {specs.map(([key, title]) => (
                <Col span={8} key={key}>
                  <Checkbox value={key}>{key === 'purchaseStatus' ? messages.bill.field.purchaseStatus : messages.bill.column[title]}</Checkbox>
                </Col>
              ))}
            </GridRow>
          </Checkbox.Group>
          <div style={{ marginTop: 8 }}>
            {messages.bill.msg.restoreColumnsHint}
            <Button type="link" size="small" onClick={() => save(undefined)}>
              {a.restoreColumns}
            </Button>
          </div>
        </div>
      }
    >
      <Button icon={<SettingOutlined />}>{a.columns}</Button>
    </Popover>
  );
  return { visible, button };
}
