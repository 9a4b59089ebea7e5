import type { FinanceKind } from '@suanpan/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/api';
import type { Row } from '../../platform/list/listTypes';
import { FinanceDetailModal } from '../financial/FinanceDetailModal';

/** A finance document of 待办流程 read as its list shows it (the todo row carries only its summary), then its detail. */
export function TodoFinanceDetail({ kind, id, onClose, onChanged }: { kind: FinanceKind; id: number; onClose: () => void; onChanged: () => void }) {
  const info = useQuery({ queryKey: ['finance', 'info', id], queryFn: () => api.get('/accountHead/info', { id }), gcTime: 0 });
  if (!info.data) return null;
  return <FinanceDetailModal kind={kind} head={info.data.info as unknown as Row} canUnaudit={false} canAudit onClose={onClose} onChanged={onChanged} />;
}
