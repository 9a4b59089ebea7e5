import type { BillKind } from '@suanpan/contracts';
import { Button } from 'antd';
import { format, messages } from '../../../app/i18n';
import { BTN } from '../../../platform/hooks/permissions';
import { usePermissions } from '../../../platform/hooks/usePermissions';

/** "转<target>": shown only to users who may add bills on the target's page. */
export function TransferButton({ target, onClick }: { target: BillKind; onClick: (label: string) => void }) {
  const { has } = usePermissions(target.page);
  const label = format(messages.bill.action.transfer, { target: target.label });
  if (!has(BTN.edit)) return null;
  return (
    <Button type="primary" ghost onClick={() => onClick(label)}>
      {label}
    </Button>
  );
}
