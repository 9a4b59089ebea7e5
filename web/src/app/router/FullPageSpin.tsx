import { Spin } from 'antd';
import { messages } from '../i18n';

/** The whole-window loading state while the shell's code or the user's permissions arrive. */
export function FullPageSpin() {
  return (
    <div className="full-page-spin">
      <Spin size="large" description={messages.common.loading}>
        <div style={{ width: 200, height: 80 }} />
      </Spin>
    </div>
  );
}
