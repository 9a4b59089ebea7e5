import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { userApi } from '../../app/api/userApi';
import { useCaptchaEnabled } from '../../app/hooks/usePlatform';

/**
 * The captcha image and uuid, when the platform's checkcode flag is "1" or the server asked for one (`require`: a
 * name guessed at from many addresses signs in with the captcha, docs/decisions.md).
 */
export function useCaptcha() {
  const flagged = useCaptchaEnabled() === true;
  const [required, setRequired] = useState(false);
  const enabled = flagged || required;
  const query = useQuery({
    queryKey: ['captcha'],
    queryFn: userApi.randomImage,
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
  return {
    enabled,
    require: () => setRequired(true),
    image: query.data?.base64,
    uuid: query.data?.uuid,
    refresh: () => void query.refetch(),
  };
}
