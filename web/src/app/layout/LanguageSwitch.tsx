import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { LANGUAGE_NAMES, otherLanguage, useLanguage } from '../i18n';
import { chooseLanguage } from '../session/chooseLanguage';

/** The sign-in page's switch: the other language, named in itself (中文 / English). */
export function LanguageSwitch() {
  const other = otherLanguage(useLanguage());
  return (
    <Button type="text" size="small" icon={<GlobalOutlined />} className="language-switch" onClick={() => void chooseLanguage(other)} lang={other}>
      {LANGUAGE_NAMES[other]}
    </Button>
  );
}
