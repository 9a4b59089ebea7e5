import { Button, Card } from 'antd';
import dayjs from 'dayjs';
import { usePayFeeUrl, useTenantInfo } from '../../app/hooks/useTenant';
import { messages } from '../../app/i18n';
import { DetailList } from '../../platform/components/DetailList';

const t = messages.dashboard;
const RENEW_DAYS = 5;

/** Tenant service information; 立即续费 appears within 5 days of expiry when a payment link is configured. */
export function ServiceCard() {
  const { data, isLoading } = useTenantInfo();
  const payUrl = usePayFeeUrl();
  const daysLeft = data ? dayjs(data.expireTime).diff(dayjs(), 'day', true) : Infinity;
  return (
    <Card title={t.service} size="small" loading={isLoading} className="service-card">
      {data && (
        <>
          <DetailList
            columns={1}
            items={[
              { label: t.tenantType, value: data.type === '0' ? t.trial : t.paid },
              { label: t.expireTime, value: data.expireTime },
              { label: t.userCount, value: `${data.userCurrentNum} / ${data.userNumLimit}` },
            ]}
          />
          {daysLeft < RENEW_DAYS && payUrl && (
            <Button type="primary" danger href={payUrl} target="_blank">
              {t.renew}
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
