import { useQuery } from '@tanstack/react-query';
import { Modal, Table } from 'antd';
import dayjs from 'dayjs';
import { api } from '../../app/api/api';
import { DAY } from './ReportFilters';
import type { ReportRow } from './reportTypes';

interface Props {
  materialId: number;
  name: string;
  depotIds?: string | undefined;
  /** The period (进销存统计); without one, the stock now. */
  beginTime?: string | undefined;
  endTime?: string | undefined;
  unitPrice?: string | undefined;
  onClose: () => void;
}

/** 库存分布: the product's stock per depot, now or at the end of a period, with its value. */
export function DepotStockModal(p: Props) {
  const params = {
    materialId: p.materialId,
    depotIds: p.depotIds,
    beginTime: p.beginTime ?? '2000-01-01',
    endTime: p.endTime ?? dayjs().add(100, 'year').format(DAY),
    unitPrice: p.unitPrice,
  };
  const data = useQuery({
    queryKey: ['report', 'distribution', params],
    queryFn: () => api.get('/depotItem/getMaterialDepotStockByParam', params),
  });
  return (
    <Modal open title={`库存分布 - ${p.name}`} width={720} footer={null} onCancel={p.onClose}>
      <Table<ReportRow>
        rowKey={(r) => String(r.depotId)}
        size="small"
        loading={data.isFetching}
        dataSource={data.data?.rows ?? []}
        pagination={false}
        columns={[
          { key: 'i', title: '#', render: (_v, _r, i) => i + 1, width: 50 },
          { key: 'depotName', dataIndex: 'depotName', title: '仓库名称' },
          { key: 'currentNumber', dataIndex: 'currentNumber', title: '库存数量', align: 'right' },
          { key: 'unitPrice', dataIndex: 'unitPrice', title: '成本价', align: 'right' },
          { key: 'allPrice', dataIndex: 'allPrice', title: '库存金额', align: 'right' },
        ]}
      />
    </Modal>
  );
}
