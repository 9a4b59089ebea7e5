import { LogoutOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';

import { useNavigate } from 'react-router';
import { useFeedback } from '../../../platform/hooks/useFeedback';
import { errorMessage } from '../../api/ApiError';
import { userApi } from '../../api/userApi';
import { format, messages } from '../../i18n';
import { clearSession } from '../../session/session';

const t = messages.layout;

/** Logout asks first (真的要退出登录吗 ?), tells the server, then clears everything stored locally. */
export function LogoutLink({ compact }: { compact: boolean }) {
  const { modal, message } = useFeedback();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const logout = (): void => {
    modal.confirm({
      title: messages.common.tip,
      content: t.logoutConfirm,
      onOk: async () => {
        try {
          await userApi.logout();
        } catch (error) {
          void message.error(format(t.logoutFailed, { message: errorMessage(error, messages.errors.requestFailed) }));
        }
        clearSession();
        queryClient.clear();
        await navigate('/user/login', { replace: true });
      },
    });
  };

  return (
    <span className="header-action" role="button" onClick={logout} data-testid="logout">
      <LogoutOutlined />
      {!compact && <span style={{ marginLeft: 6 }}>{t.logout}</span>}
    </span>
  );
}
