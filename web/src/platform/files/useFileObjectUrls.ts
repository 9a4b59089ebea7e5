import { useEffect, useRef, useState } from 'react';
import { fileApi } from './fileApi';

/**
 * Object URLs of stored files, fetched once each with the session token (an <img src> to the API
 * would carry none). URLs are released when the component goes away.
 */
export function useFileObjectUrls(paths: readonly string[]): Record<string, string> {
  const [urls, setUrls] = useState<Record<string, string>>({});
  const requested = useRef(new Set<string>());
  const created = useRef<string[]>([]);
  const mounted = useRef(true);
  const key = paths.join(',');

  useEffect(() => {
    for (const path of key ? key.split(',') : []) {
      if (requested.current.has(path)) continue;
      requested.current.add(path);
      fileApi
        .blob(path)
        .then((blob) => {
          const url = URL.createObjectURL(blob);
          created.current.push(url);
          if (mounted.current) setUrls((prev) => ({ ...prev, [path]: url }));
        })
        .catch(() => requested.current.delete(path));
    }
  }, [key]);

  useEffect(() => {
    mounted.current = true;
    const urlsToRelease = created.current;
    return () => {
      mounted.current = false;
      for (const url of urlsToRelease) URL.revokeObjectURL(url);
    };
  }, []);

  return urls;
}
