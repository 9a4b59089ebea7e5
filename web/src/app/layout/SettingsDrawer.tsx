import { CheckOutlined } from '@ant-design/icons';
import { Divider, Drawer, List, Switch, Tooltip } from 'antd';
import { messages } from '../i18n';
import { settingsStore, THEME_COLORS, type MenuTheme } from '../settings/settings';
import { useSettings } from '../settings/useSettings';

const t = messages.settings;

function ThemeCard({ theme, active }: { theme: MenuTheme; active: boolean }) {
  return (
    <Tooltip title={theme === 'dark' ? t.darkMenu : t.lightMenu}>
      <div
        role="radio"
        aria-checked={active}
        aria-label={theme === 'dark' ? t.darkMenu : t.lightMenu}
        className={`settings-theme settings-theme-${theme}`}
        onClick={() => settingsStore.set('menuTheme', theme)}
      >
        {active && <CheckOutlined className="settings-check" />}
      </div>
    </Tooltip>
  );
}

/** 系统设置: every choice is stored at once under its own key and applied on the next load (spec §2.2, §9). */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const s = useSettings();
  const toggles = [
    { key: 'fixedHeader' as const, label: t.fixedHeader, disabled: false },
    { key: 'hideHeaderOnScroll' as const, label: t.hideHeader, disabled: !s.fixedHeader },
    { key: 'fixedSidebar' as const, label: t.fixedSidebar, disabled: false },
  ];
  return (
    <Drawer open={open} onClose={onClose} title={messages.layout.settings} size={300} placement="right">
      <h4 className="settings-heading">{t.menuStyle}</h4>
      <div className="settings-themes">
        <ThemeCard theme="dark" active={s.menuTheme === 'dark'} />
        <ThemeCard theme="light" active={s.menuTheme === 'light'} />
      </div>
      <h4 className="settings-heading">{t.themeColor}</h4>
      <div className="settings-colors">
        {THEME_COLORS.map((color, i) => (
          <Tooltip key={color} title={t.colors[i]}>
            <span
              role="radio"
              aria-checked={s.primaryColor === color}
              aria-label={t.colors[i]}
              className="settings-color"
              style={{ background: color }}
              onClick={() => settingsStore.set('primaryColor', color)}
            >
              {s.primaryColor === color && <CheckOutlined />}
            </span>
          </Tooltip>
        ))}
      </div>
      <Divider />
      <h4 className="settings-heading">{t.navigation}</h4>
      <List
        split={false}
        dataSource={toggles}
        renderItem={(item) => (
          <List.Item
            actions={[
              <Switch
                key="s"
                size="small"
                aria-label={item.label}
                disabled={item.disabled}
                checked={s[item.key]}
                onChange={(v) => settingsStore.set(item.key, v)}
              />,
            ]}
          >
            <Tooltip title={item.disabled ? t.hideHeaderHint : undefined}>{item.label}</Tooltip>
          </List.Item>
        )}
      />
      <Divider />
      <h4 className="settings-heading">{t.other}</h4>
      <List split={false}>
        <List.Item
          actions={[<Switch key="s" size="small" aria-label={t.colorWeak} checked={s.colorWeak} onChange={(v) => settingsStore.set('colorWeak', v)} />]}
        >
          {t.colorWeak}
        </List.Item>
      </List>
    </Drawer>
  );
}
