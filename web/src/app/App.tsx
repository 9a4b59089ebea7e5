import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import 'dayjs/locale/zh-cn';
import dayjs from 'dayjs';
import { BrowserRouter } from 'react-router';
import { useLanguage, type Language } from './i18n';
import { createQueryClient } from './queryClient';
import { AppRoutes } from './router/AppRoutes';
import { useSettings } from './settings/useSettings';
import { SessionWatch } from './session/SessionWatch';
import { VersionWatch } from './version/VersionWatch';

const queryClient = createQueryClient();

/** antd's own texts and dayjs's names of months and weekdays in each interface language. */
const LOCALES: Record<Language, { antd: typeof zhCN; dayjs: string }> = {
  'zh-CN': { antd: zhCN, dayjs: 'zh-cn' },
  'en-US': { antd: enUS, dayjs: 'en' },
};

export function App() {
  const settings = useSettings();
  // A language switch redraws the whole tree from here; open forms keep their state (nothing is remounted).
  const language = useLanguage();
  dayjs.locale(LOCALES[language].dayjs);
  return (
    <ConfigProvider locale={LOCALES[language].antd} theme={{ token: { colorPrimary: settings.primaryColor, borderRadius: 4 } }}>
      {/* Notices start below the 56px header so they never cover its controls. */}
      <AntApp className={settings.colorWeak ? 'color-weak' : undefined} notification={{ top: 64 }} message={{ top: 64 }}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppRoutes />
            <SessionWatch />
            <VersionWatch />
          </BrowserRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
