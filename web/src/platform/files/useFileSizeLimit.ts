import { useQuery } from '@tanstack/react-query';
import { fileApi } from './fileApi';

/** The server's upload limit in bytes (undefined until known; the server refuses larger files anyway). */
export function useFileSizeLimit(): number | undefined {
  return useQuery({ queryKey: ['file', 'sizeLimit'], queryFn: fileApi.sizeLimit, staleTime: Infinity }).data;
}
