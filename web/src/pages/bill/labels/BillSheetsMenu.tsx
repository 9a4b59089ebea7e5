import { DownOutlined } from '@ant-design/icons';
import { isOrder, type BillKind } from '@suanpan/contracts';
import { Button, Dropdown } from 'antd';
import { errorMessage } from '../../../app/api/ApiError';
import { format, messages } from '../../../app/i18n';
import { useFeedback } from '../../../platform/hooks/useFeedback';
import { useDownload } from '../../../platform/list/useDownload';
import { billApi } from '../billApi';
import { COMPONENT } from '../lines/productionLines';
import { TEMPLATES, type LabelTemplate } from './labelLayouts';

const t = messages.bill.sheets;

/** The styled bill sheet of spec §7.5 a kind has (the server's `/systemConfig/exportExcelByParam<variant>`). */
export function billSheetVariant(kind: BillKind): string | undefined {
  if (kind.production === 'order') return 'ProductionOrder';
  if (kind.money === 'quote') return 'SaleQuote';
  if (isOrder(kind)) return kind.priceCategory === 'sale' ? 'SaleOrder' : kind.priceCategory === 'buy' ? 'PurchaseOrder' : undefined;
  if (kind.report === 'sale' && !kind.returns) return 'SaleOut';
  return undefined;
}

interface Item {
  key: string;
  label: string;
  run: () => Promise<void> | void;
}

/**
 * 导出表单 of one bill: its styled sheet, the production order's 生产流转卡 / 原料用量核对表 / 物料计划, labels and
 * certificates as workbooks (with 导出), and 打印标签 / 打印合格证 in the browser.
 */
export function BillSheetsMenu({
  kind,
  bill,
  canExport,
  onPrintLabels,
}: {
  kind: BillKind;
  /** The bill, or a function that finds it when the menu is used (a list's one ticked row). */
  bill: { id: number; number: string } | (() => { id: number; number: string } | undefined);
  canExport: boolean;
  onPrintLabels: (template: LabelTemplate) => void;
}) {
  const { message } = useFeedback();
  const download = useDownload();
  const target = () => (typeof bill === 'function' ? bill() : bill);
  const sheet = (url: string, name: string) => async () => {
    const b = target();
    if (b) await download(url, { headerId: b.id }, `${name}_${b.number}.xlsx`, {});
  };
  const certificates = async () => {
    const b = target();
    if (!b) return;
    try {
      const data = await billApi.printData(b.id);
      const selectedCertificates = data.rows
        .filter((r) => !(kind.production && r.mType === COMPONENT))
        .map((r) => ({ barCode: r.barCode, batchNumber: r.batchNumber ?? undefined, quantity: r.operNumber }));
      await download('/systemConfig/exportCertificate', {}, `合格证_${b.number}.xlsx`, { selectedCertificates });
    } catch (e) {
      void message.warning(errorMessage(e, messages.errors.requestFailed));
    }
  };
  const variant = billSheetVariant(kind);
  const production = Boolean(kind.production);
  const items: Item[] = [
    ...(canExport && variant
      ? [{ key: 'bill', label: format(t.bill, { label: kind.label }), run: sheet(`/systemConfig/exportExcelByParam${variant}`, kind.label) }]
      : []),
    ...(canExport && kind.production === 'order'
      ? [
          { key: 'flow', label: t.flow, run: sheet('/systemConfig/exportProductionFlow', t.flow) },
          { key: 'raw', label: t.rawMaterial, run: sheet('/systemConfig/showRawMaterialUpdate', t.rawMaterial) },
          {
            key: 'plan',
            label: t.plan,
            run: async () => {
              const b = target();
              if (b) await download('/productionOrder/exportWuLiao', { ids: b.id }, `${t.plan}_${b.number}.xlsx`);
            },
          },
        ]
      : []),
    ...(canExport
      ? (['MaterialLabels', 'MaterialLabelsm', 'WeaveTapeLabel'] as const).map((k) => ({
          key: k,
          label: format(t.labelsXlsx, { title: TEMPLATES[k].title }),
          run: sheet(`/systemConfig/exportExcelByParam${k}`, TEMPLATES[k].title),
        }))
      : []),
    ...(canExport && production ? [{ key: 'certXlsx', label: t.certificateXlsx, run: certificates }] : []),
    { key: 'printLabels', label: t.printLabels, run: () => onPrintLabels('MaterialLabels') },
    ...(production ? [{ key: 'printCertificates', label: t.printCertificates, run: () => onPrintLabels('Certificate') }] : []),
  ];
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: items.map((i) => ({ key: i.key, label: i.label })),
        onClick: ({ key }) => void items.find((i) => i.key === key)?.run(),
      }}
    >
      <Button>
        {t.menu} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
