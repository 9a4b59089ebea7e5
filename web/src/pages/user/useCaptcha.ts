import { useQuery } from '@tanstack/react-query';
import { userApi } from '../../app/api/userApi';
import { useCaptchaEnabled } from '../../app/hooks/usePlatform';

/** The captcha image and uuid, only when the platform's checkcode flag is "1". */
export function useCaptcha() {
  const enabled = useCaptchaEnabled();
  const query = useQuery({
    queryKey: ['captcha'],
    queryFn: userApi.randomImage,
    enabled: enabled === true,
    staleTime: 0,
    gcTime: 0,
  });
  return {
    enabled: enabled === true,
    image: query.data?.base64,
    uuid: query.data?.uuid,
    refresh: () => void query.refetch(),
  };
}
