import { useQuery } from '@tanstack/react-query';
import { Modal, Table } from 'antd';
import { PAGE_SIZE_MAX } from '@suanpan/contracts';
import { api } from '../../app/api/api';
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

/** 库存分布: the product's stock per depot, now (商品库存) or at the end of a period (进销存统计), with its value. */
export function DepotStockModal(p: Props) {
  const { materialId, depotIds, beginTime, endTime, unitPrice } = p;
  const data = useQuery({
    queryKey: ['report', 'distribution', { materialId, depotIds, beginTime, endTime, unitPrice }],
    queryFn: () =>
      beginTime && endTime
        ? api.get('/depotItem/getMaterialDepotStockByParam', { materialId, depotIds, beginTime, endTime, unitPrice })
        : // Every depot holding stock on one page (a tenant has far fewer depots than a page holds).
          api.get('/material/getMaterialDepotStock', { materialId, depotIds, currentPage: 1, pageSize: PAGE_SIZE_MAX }),
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
