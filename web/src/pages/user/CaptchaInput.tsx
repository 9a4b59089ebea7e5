import { SafetyOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { messages } from '../../app/i18n';

interface Props {
  image: string | undefined;
  onRefresh: () => void;
  requiredMessage: string;
}

/** Code input with the captcha image beside it; clicking the image fetches a new one. */
export function CaptchaInput({ image, onRefresh, requiredMessage }: Props) {
  return (
    <div className="captcha-row">
      <Form.Item name="code" rules={[{ required: true, message: requiredMessage }]} className="captcha-input">
        <Input size="large" prefix={<SafetyOutlined />} placeholder={messages.login.captcha} autoComplete="off" />
      </Form.Item>
      <img className="captcha-image" src={image} alt={messages.login.captcha} title={messages.login.captchaRefresh} onClick={onRefresh} />
    </div>
  );
}
