import { ToolOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { format, messages } from '../../app/i18n';
import { PageHeader } from '../../platform/components/PageHeader';

/** A menu entry whose screen is not built yet: a clear notice inside the shell, never a blank page. */
export function UnderConstruction({ entry }: { entry: { title: string; trail?: string[] } }) {
  return (
    <div className="page-card">
      {entry.trail && <PageHeader trail={entry.trail} />}
      <Result
        icon={<ToolOutlined />}
        title={messages.layout.underConstruction}
        subTitle={format(messages.layout.underConstructionDesc, { title: entry.title })}
      />
    </div>
  );
}
