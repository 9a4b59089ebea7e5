import { useQuery } from '@tanstack/react-query';
import { platformApi } from '../api/userApi';
import { messages } from '../i18n';

// Public plain-text settings; a failure just falls back (the login page must render without them).
function usePlatformText(name: 'name' | 'url' | 'appVersion' | 'registerFlag' | 'checkcodeFlag') {
  return useQuery({
    queryKey: ['platform', name],
    queryFn: () => platformApi.flag(name),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useSystemTitle(): string {
  const { data } = usePlatformText('name');
  return data || messages.app.defaultTitle;
}

/** Only a real web address counts; placeholders such as "#" leave the link out. */
export function useOfficialSite(): string | undefined {
  const url = usePlatformText('url').data;
  return url && /^https?:\/\//i.test(url) ? url : undefined;
}

export function useAppVersion(): string | undefined {
  return usePlatformText('appVersion').data || undefined;
}

export function useRegisterEnabled(): boolean {
  return usePlatformText('registerFlag').data === '1';
}

/** undefined while unknown, so the form does not flash a captcha field. */
export function useCaptchaEnabled(): boolean | undefined {
  const { data, isError } = usePlatformText('checkcodeFlag');
  if (isError) return false;
  return data === undefined ? undefined : data === '1';
}
