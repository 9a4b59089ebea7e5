import { PlusOutlined } from '@ant-design/icons';
import { Button, Divider, Select } from 'antd';
import { useMemo, useState, type CSSProperties } from 'react';
import { http } from '../../app/api/http';
import { format, messages } from '../../app/i18n';
import { BTN } from '../hooks/permissions';
import { useFeedback } from '../hooks/useFeedback';
import { usePermissions } from '../hooks/usePermissions';
import type { Row } from '../list/listTypes';
import { formBody } from './formBody';
import { ResourceFormModal } from './ResourceFormModal';
import type { ResourceScreen } from './resourceTypes';
import { resourceUrls } from './resourceUrls';

interface Props {
  /** The entity a new option is added to: its form fields, and `fixed` for what the select implies (a type). */
  screen: ResourceScreen;
  options: ReadonlyArray<{ value: number; label: string }>;
  value?: number | undefined;
  onChange?: (value: number | undefined) => void;
  /** Reloads the options once a new row exists; the select then takes the new row. */
  onAdded: () => Promise<unknown>;
  allowClear?: boolean;
  style?: CSSProperties;
}

/**
 * A select of master data with 新增 under its options (screens §0.2 quick add): shown to users who may add to the
 * entity's own page, opening the entity's own form; the row added becomes the value.
 */
export function QuickAddSelect({ screen, options, value, onChange, onAdded, allowClear, style }: Props) {
  const { message } = useFeedback();
  const { has } = usePermissions(screen.contract.page);
  const [adding, setAdding] = useState(false);
  const urls = useMemo(() => resourceUrls(screen), [screen]);
  const save = async (values: Row) => {
    const { id } = await http.post<{ id: number }>(urls.add ?? '', formBody(screen.contract, values, null, screen.fixed));
    void message.success(messages.list.operationOk);
    setAdding(false);
    await onAdded();
    onChange?.(Number(id));
  };
  const addLabel = format(messages.resource.quickAdd, { label: screen.contract.label });
  return (
    <>
      <Select
        value={value}
        onChange={(v: number | undefined) => onChange?.(v)}
        options={[...options]}
        allowClear={allowClear}
        showSearch={{ optionFilterProp: 'label' }}
        style={style}
        popupRender={(menu) =>
          has(BTN.edit) ? (
            <>
              {menu}
              <Divider style={{ margin: '4px 0' }} />
              <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                {addLabel}
              </Button>
            </>
          ) : (
            menu
          )
        }
      />
      {adding && <ResourceFormModal state={{ screen, urls, editing: null, open: true, save, close: () => setAdding(false) }} />}
    </>
  );
}
