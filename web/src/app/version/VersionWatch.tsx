import { useEffect } from 'react';
import { useFeedback } from '../../platform/hooks/useFeedback';
import { platformApi } from '../api/userApi';
import { messages } from '../i18n';
import { VersionMonitor } from './versionMonitor';

/** Asks to reload when the server starts serving a new build (spec §4). */
export function VersionWatch() {
  const { modal } = useFeedback();

  useEffect(() => {
    const monitor = new VersionMonitor({
      fetchBuildId: async () => (await platformApi.version()).buildId,
      prompt: () =>
        new Promise<boolean>((resolve) => {
          modal.confirm({
            title: messages.version.title,
            content: messages.version.confirm,
            okText: messages.version.refresh,
            cancelText: messages.version.later,
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          });
        }),
      reload: () => window.location.reload(),
    });
    const onVisibility = (): void => {
      if (document.visibilityState === 'visible') monitor.onVisible();
    };
    monitor.start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      monitor.stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [modal]);

  return null;
}
