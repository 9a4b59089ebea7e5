import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import 'dayjs/locale/zh-cn';
import dayjs from 'dayjs';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from './queryClient';
import { AppRoutes } from './router/AppRoutes';
import { useSettings } from './settings/useSettings';
import { SessionWatch } from './session/SessionWatch';
import { VersionWatch } from './version/VersionWatch';

dayjs.locale('zh-cn');
const queryClient = createQueryClient();

export function App() {
  const settings = useSettings();
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: settings.primaryColor, borderRadius: 4 } }}>
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
