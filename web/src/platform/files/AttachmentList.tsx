import { PaperClipOutlined } from '@ant-design/icons';
import { displayNameOf, splitFileList } from '@suanpan/contracts';
import { Button } from 'antd';
import { errorMessage } from '../../app/api/ApiError';
import { messages } from '../../app/i18n';
import { useFeedback } from '../hooks/useFeedback';
import { fileApi } from './fileApi';

/** Read-only attachments of a record (`fileName` comma list), each downloaded with the session token. */
export function AttachmentList({ value }: { value: unknown }) {
  const { message } = useFeedback();
  const paths = splitFileList(typeof value === 'string' ? value : '');
  const download = (path: string) => fileApi.download(path).catch((e: unknown) => void message.warning(errorMessage(e, messages.upload.downloadFailed)));
  return (
    <div className="attachment-list" data-testid="attachment-list">
      <span>{messages.upload.attachments}：</span>
      {paths.length === 0 && <span>{messages.upload.none}</span>}
      {paths.map((path) => (
        <Button key={path} type="link" size="small" icon={<PaperClipOutlined />} onClick={() => void download(path)}>
          {displayNameOf(path)}
        </Button>
      ))}
    </div>
  );
}
