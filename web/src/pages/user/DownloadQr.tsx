import { QRCode } from 'antd';

/** The scan code of one download entry: its own chunk, fetched when an entry is opened, not with the login page. */
export function DownloadQr({ url }: { url: string }) {
  return <QRCode value={url} size={200} />;
}
