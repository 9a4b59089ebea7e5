import { Dropdown, Tabs } from 'antd';
import { messages } from '../../i18n';
import type { TabsApi } from './useTabs';

const t = messages.layout;

/** Multi-page tabs with the right-click menu: close, close left, close right, close others. */
export function TabBar({ tabs }: { tabs: TabsApi }) {
  const items = tabs.tabs.map((tab) => ({
    key: tab.path,
    label: (
      <Dropdown
        trigger={['contextMenu']}
        menu={{
          items: [
            { key: 'close', label: t.closeTab },
            { key: 'left', label: t.closeLeft },
            { key: 'right', label: t.closeRight },
            { key: 'others', label: t.closeOthers },
          ],
          onClick: ({ key, domEvent }) => {
            domEvent.stopPropagation();
            if (key === 'close') tabs.close(tab.path);
            else if (key === 'left') tabs.closeLeft(tab.path);
            else if (key === 'right') tabs.closeRight(tab.path);
            else tabs.closeOthers(tab.path);
          },
        }}
      >
        <span className="shell-tab-title" data-path={tab.path}>
          {tab.title}
        </span>
      </Dropdown>
    ),
  }));
  return (
    <Tabs
      className="shell-tabs"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={tabs.active}
      items={items}
      onChange={tabs.activate}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') tabs.close(key);
      }}
    />
  );
}
