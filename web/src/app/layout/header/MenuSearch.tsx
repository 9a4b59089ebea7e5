import { SearchOutlined } from '@ant-design/icons';
import { Modal, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../../i18n';
import { searchableEntries } from '../../router/menuModel';
import { useShellData } from '../../router/ShellContext';
import { storage } from '../../session/storage';
import { STORAGE_KEYS } from '../../session/storageKeys';

/** Case-insensitive filter on the label (the spec's rule; antd's default is case-sensitive on value). */
export const matchesMenu = (input: string, label: string): boolean => label.toLowerCase().includes(input.trim().toLowerCase());

function SearchSelect({ onPicked, autoFocus }: { onPicked?: () => void; autoFocus?: boolean }) {
  const { menu } = useShellData();
  const navigate = useNavigate();
  const entries = useMemo(() => searchableEntries(menu), [menu]);
  const options = entries.map((e) => ({ value: e.kind === 'external' ? `x:${e.id}` : e.path, label: e.title }));
  return (
    <Select
      className="menu-search"
      showSearch={{ filterOption: (input, option) => matchesMenu(input, String(option?.label ?? '')) }}
      autoFocus={autoFocus}
      value={null}
      placeholder={messages.layout.menuSearch}
      aria-label={messages.layout.menuSearch}
      options={options}
      popupMatchSelectWidth={220}
      onChange={(value: string) => {
        const entry = entries.find((e) => (e.kind === 'external' ? `x:${e.id}` : e.path) === value);
        if (!entry) return;
        if (entry.kind === 'external' && entry.href) window.open(entry.href, '_blank', 'noopener,noreferrer');
        else {
          storage.set(STORAGE_KEYS.routeTitle, entry.title);
          void navigate(entry.path);
        }
        onPicked?.();
      }}
    />
  );
}

/** 搜索菜单: inline on desktop, in a modal on phones. */
export function MenuSearch({ mobile }: { mobile: boolean }) {
  const [open, setOpen] = useState(false);
  if (!mobile) return <SearchSelect />;
  return (
    <>
      <span className="header-action" role="button" aria-label={messages.layout.menuSearch} onClick={() => setOpen(true)}>
        <SearchOutlined />
      </span>
      <Modal open={open} title={messages.layout.menuSearch} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <SearchSelect autoFocus onPicked={() => setOpen(false)} />
      </Modal>
    </>
  );
}
