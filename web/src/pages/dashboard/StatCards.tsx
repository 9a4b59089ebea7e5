import { InfoCircleOutlined } from '@ant-design/icons';
import { Card, Col, Row, Tooltip } from 'antd';
import type { BuyAndSaleStatistics } from '@suanpan/contracts';
import { format, messages } from '../../app/i18n';
import { thousands } from '../../platform/format/formatters';

const t = messages.dashboard;
const PERIODS = ['today', 'month', 'yesterday', 'year'] as const;
const KINDS = ['Sale', 'RetailSale', 'Buy'] as const;

/** The 12 figures exactly as the server sends them (a number, or "***" when the role may not see prices). */
export function StatCards({ data, loading }: { data: BuyAndSaleStatistics | null | undefined; loading: boolean }) {
  return (
    <Row gutter={[16, 16]}>
      {PERIODS.flatMap((period) =>
        KINDS.map((kind) => {
          const key = `${period}${kind}` as const;
          const value = data?.[key];
          return (
            <Col key={key} xs={12} sm={12} md={8} xl={8} xxl={8}>
              <Card size="small" loading={loading} className="stat-card" data-testid={`stat-${key}`}>
                <div className="stat-card-head">
                  <span>{format(t.cardTitle, { period: t.periods[period], kind: t.kinds[kind] })}</span>
                  <Tooltip title={format(t.cardTip, { period: t.periodTips[period], kind: t.kinds[kind] })}>
                    <InfoCircleOutlined />
                  </Tooltip>
                </div>
                <div className="stat-card-value">{value === undefined || value === null ? '--' : `￥${thousands(value)}`}</div>
              </Card>
            </Col>
          );
        }),
      )}
    </Row>
  );
}
