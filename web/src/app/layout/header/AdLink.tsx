import { messages } from '../../i18n';
import { usePayFeeUrl, useTenantInfo } from '../../hooks/useTenant';
import { useSettings } from '../../settings/useSettings';
import { useIsDesktop } from '../../../platform/hooks/useViewport';

/** Spec §2.2: light theme, desktop, a payment link configured, and a tenant of type '0'. */
export function AdLink() {
  const { menuTheme } = useSettings();
  const desktop = useIsDesktop();
  const payUrl = usePayFeeUrl();
  const tenant = useTenantInfo().data;
  if (menuTheme !== 'light' || !desktop || !payUrl || tenant?.type !== '0') return null;
  return (
    <a className="header-action header-ad" href={payUrl} target="_blank" rel="noreferrer">
      {messages.app.adText}
    </a>
  );
}
