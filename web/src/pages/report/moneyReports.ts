import { col, keyword, num, period } from './reportParts';
import type { ReportConfig } from './reportTypes';

// The money reports (screens.md §6): 客户/供应商对账 with 欠款详情, 账户统计 with 账户流水.

const statement = (type: '客户' | '供应商'): ReportConfig => {
  const [get, back] = type === '客户' ? ['应收', '收款'] : ['应付', '付款'];
  return {
    title: `${type === '客户' ? '客户' : '供应商'}对账`,
    url: '/depotHead/getStatementAccount',
    exportUrl: '/depotHead/exportStatementAccount',
    fixed: { supplierType: type },
    rowKey: (r) => String(r.id),
    filters: [
      { kind: 'partner', name: 'organId', label: type, partnerType: type },
      { kind: 'period', label: '账单周期', months: 1, required: true },
      {
        kind: 'select',
        name: 'hasDebt',
        label: '欠款情况',
        initial: '1',
        options: [
          { value: '1', label: '有欠款' },
          { value: '0', label: '无欠款' },
        ],
      },
    ],
    columns: [
      col('debt', '欠款详情', { link: 'debt' }),
      col('supplier', type),
      col('contacts', '联系人'),
      col('telephone', '手机号码'),
      col('phoneNum', '联系电话'),
      col('email', '电子邮箱'),
      num('preNeed', `期初${get}`, { sortable: true }),
      num('debtMoney', '本期欠款'),
      num('backMoney', `本期${back}`, { link: 'history' }),
      num('allNeed', `期末${get}`, { sortable: true }),
    ],
    summary: (d) => `期初${get}：${String(d.firstMoney ?? '0')}，期末${get}：${String(d.lastMoney ?? '0')}`,
  };
};
export const customerAccountReport = statement('客户');
export const vendorAccountReport = statement('供应商');

/** 欠款详情 of one partner (the drill-down of 客户对账 / 供应商对账): its bills still owing, received (客户) or paid (供应商). */
export const debtReport = (organId: number, type: '客户' | '供应商'): ReportConfig => ({
  title: '欠款详情',
  url: '/depotHead/debtList',
  exportUrl: '/depotHead/debtExport',
  fixed: { organId: String(organId) },
  rowKey: (r) => String(r.id),
  filters: [{ kind: 'text', name: 'number', label: '单据编号' }, keyword, period(0)],
  columns: [
    col('number', '单据编号', { link: 'bill' }),
    col('organName', '往来单位'),
    col('materialsList', '商品信息'),
    col('operTimeStr', '单据日期'),
    col('userName', '操作员'),
    num('needDebt', '本单欠款'),
    num('finishDebt', type === '供应商' ? '已付欠款' : '已收欠款'),
    num('debt', type === '供应商' ? '待付欠款' : '待收欠款'),
  ],
});

/** 成本价流水: the product's movements as the cost view lists them (移动平均价; `stockPriceFlag`). */
export const accountReport: ReportConfig = {
  title: '账户统计',
  url: '/account/listWithBalance',
  exportUrl: '/account/exportListWithBalance',
  totalsUrl: '/account/getStatistics',
  rowKey: (r) => String(r.id),
  filters: [
    { kind: 'text', name: 'name', label: '名称' },
    { kind: 'text', name: 'serialNo', label: '编号' },
  ],
  columns: [
    col('accountFlow', '账户流水', { link: 'accountFlow' }),
    col('name', '名称'),
    col('serialNo', '编号'),
    num('initialAmount', '期初金额'),
    num('thisMonthAmount', '本月发生额'),
    num('currentAmount', '当前余额'),
  ],
  summary: (d) => `本月发生总额：${String(d.allMonthAmount ?? '0')}，当前总余额：${String(d.allCurrentAmount ?? '0')}`,
};

/** 账户流水 of one account: its movements newest first with the balance after each; numbers open the document. */
export const accountFlowReport = (accountId: number): ReportConfig => ({
  title: '账户流水',
  url: '/account/findAccountInOutList',
  exportUrl: '/account/exportAccountInOutList',
  fixed: { accountId: String(accountId) },
  rowKey: (r) => `${String(r.fromType)}-${String(r.headId)}-${String(r.changeAmount)}`,
  filters: [{ kind: 'text', name: 'number', label: '单据编号' }, period(0)],
  columns: [
    col('number', '单据编号', { link: 'bill' }),
    col('type', '类型'),
    col('supplierName', '单位信息'),
    num('changeAmount', '金额'),
    num('balance', '余额'),
    col('operTime', '单据日期'),
    col('remark', '备注'),
  ],
});
