import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row } from 'antd';
import { format, messages } from '../../app/i18n';
import { currentUser } from '../../app/session/session';
import { Chart } from '../../platform/charts/Chart';
import { greeting } from '../../platform/format/greeting';
import { dashboardApi } from './api';
import { hasFigures, periodBars } from '../../platform/charts/periodBars';
import { ServiceCard } from './ServiceCard';
import { StatCards } from './StatCards';

const t = messages.dashboard;

/** 首页: greeting, the 12 statistics cards and the 6-month charts, all from the server (reports.md §12). */
export function Analysis() {
  const stats = useQuery({ queryKey: ['dashboard', 'statistics'], queryFn: dashboardApi.statistics });
  const months = useQuery({ queryKey: ['dashboard', 'sixMonths'], queryFn: dashboardApi.sixMonths });
  const user = currentUser();
  const charts = [
    { key: 'sale', title: t.charts.sale, points: months.data?.salePriceList, color: '#1890ff' },
    { key: 'retail', title: t.charts.retail, points: months.data?.retailPriceList, color: '#13c2c2' },
    { key: 'buy', title: t.charts.buy, points: months.data?.buyPriceList, color: '#fa8c16' },
  ];
  return (
    <div className="dashboard">
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={18}>
          <Card size="small" className="dashboard-welcome">
            <h2 data-testid="greeting">{format(t.hello, { greeting: greeting(), name: user?.username ?? user?.loginName ?? '' })}</h2>
            <span className="dashboard-welcome-desc">{t.welcomeDesc}</span>
          </Card>
          <div style={{ marginTop: 16 }}>
            <StatCards data={stats.data} loading={stats.isLoading} />
          </div>
        </Col>
        <Col xs={24} xl={6}>
          <ServiceCard />
        </Col>
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {charts.map((c) => (
          <Col key={c.key} xs={24} lg={8}>
            <Card size="small" title={`${c.title}（${t.sixMonths}）`} loading={months.isLoading} data-testid={`chart-${c.key}`}>
              {c.points && hasFigures(c.points) ? (
                <Chart option={periodBars(c.points, c.color)} height={220} />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noData} />
              )}
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
