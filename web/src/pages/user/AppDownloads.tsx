import { AndroidOutlined, AppleOutlined, WechatOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Spin } from 'antd';
import { Suspense, useState, type ReactNode } from 'react';
import { APP_CONFIG, isProductionHost } from '../../app/config/appConfig';
import { messages } from '../../app/i18n';
import { lazyNamed } from '../../app/router/lazyPage';

const DownloadQr = lazyNamed<{ url: string }>(() => import('./DownloadQr'), 'DownloadQr');

const t = messages.login.downloads;

interface Entry {
  key: string;
  label: string;
  icon: ReactNode;
  url: string;
}

/** Android / iPhone / mini-program entries, only on the configured production hostnames; each shows a scan code. */
export function AppDownloads() {
  const [open, setOpen] = useState<Entry | null>(null);
  if (!isProductionHost()) return null;
  const entries: Entry[] = [
    { key: 'android', label: t.android, icon: <AndroidOutlined />, url: APP_CONFIG.androidUrl },
    { key: 'iphone', label: t.iphone, icon: <AppleOutlined />, url: APP_CONFIG.iphoneUrl },
    { key: 'mini', label: t.mini, icon: <WechatOutlined />, url: APP_CONFIG.miniProgramUrl },
  ].filter((e) => e.url);
  return (
    <div className="user-downloads">
      <Space>
        {entries.map((e) => (
          <Button key={e.key} icon={e.icon} onClick={() => setOpen(e)}>
            {e.label}
          </Button>
        ))}
      </Space>
      <Modal open={open !== null} title={open?.label} footer={null} onCancel={() => setOpen(null)} width={320} centered>
        <div className="user-download-qr">
          {open && (
            <Suspense fallback={<Spin />}>
              <DownloadQr url={open.url} />
            </Suspense>
          )}
          <p>{t.scanTip}</p>
        </div>
      </Modal>
    </div>
  );
}
