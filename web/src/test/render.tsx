import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../app/queryClient';

/** Renders with the providers the app has (antd zh_CN, App context, react-query, a memory router). */
export function renderWithApp(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const client = createQueryClient();
  const result = render(
    <ConfigProvider locale={zhCN}>
      <AntApp>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>,
  );
  return { ...result, client };
}
