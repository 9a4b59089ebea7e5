import { flag, text } from '../fields.js';
import { defineResourceContract } from '../resource.js';
import { FINANCE_KINDS, FINANCE_PREFIXES } from './finance/finance-kinds.js';
import { BILL_PREFIXES } from './stock/bill-kind-types.js';
import { BILL_KINDS } from './stock/bill-kinds.js';

/**
 * Bills that 多级审核 can send through the workflow (流程类型), by prefix, in the reference's order: retail goods
 * bills first, then the other goods bills, then the finance bills.
 */
export const WORKFLOW_BILL_TYPES: readonly (readonly [prefix: string, label: string])[] = [
  ...BILL_PREFIXES.filter((p) => BILL_KINDS[p].money === 'retail').map((p) => [p, BILL_KINDS[p].label] as const),
  ...BILL_PREFIXES.filter((p) => BILL_KINDS[p].money !== 'retail').map((p) => [p, BILL_KINDS[p].label] as const),
  ...FINANCE_PREFIXES.map((p) => [p, FINANCE_KINDS[p].billName] as const),
];

const workflowPrefix = WORKFLOW_BILL_TYPES.map(([prefix]) => prefix).join('|');

/** Per-tenant company data and switches (business-rules.md §12). One row per tenant. */
export const systemConfigContract = defineResourceContract({
  name: 'systemConfig',
  label: '系统配置',
  page: '/system/system_config',
  fields: {
    companyName: text({ label: '公司名称', required: true, max: 50, search: 'like' }),
    companyContacts: text({ label: '联系人', max: 20 }),
    companyAddress: text({ label: '公司地址', max: 50 }),
    companyTel: text({ label: '公司电话', max: 20 }),
    companyFax: text({ label: '公司传真', max: 20 }),
    companyPostCode: text({ label: '公司邮编', max: 20 }),
    saleAgreement: text({ label: '销售协议', max: 500 }),
    depotFlag: flag({ label: '仓库启用标记', defaultValue: '0' }),
    customerFlag: flag({ label: '客户启用标记', defaultValue: '0' }),
    minusStockFlag: flag({ label: '负库存启用标记', defaultValue: '0' }),
    purchaseBySaleFlag: flag({ label: '以销定购启用标记', defaultValue: '0' }),
    multiLevelApprovalFlag: flag({ label: '多级审核启用标记', defaultValue: '0' }),
    multiBillType: text({
      label: '流程类型',
      max: 200,
      pattern: new RegExp(`^((${workflowPrefix})(,(${workflowPrefix}))*)?$`),
      patternMessage: `流程类型只能是以下单据前缀，用逗号分隔：${WORKFLOW_BILL_TYPES.map(([p]) => p).join('、')}`,
    }),
    forceApprovalFlag: flag({ label: '强审核启用标记', defaultValue: '0' }),
    updateUnitPriceFlag: flag({ label: '更新单价启用标记', defaultValue: '1' }),
    overLinkBillFlag: flag({ label: '超出关联单据启用标记', defaultValue: '0' }),
    inOutManageFlag: flag({ label: '出入库管理启用标记', defaultValue: '0' }),
    multiAccountFlag: flag({ label: '多账户启用标记', defaultValue: '0' }),
    moveAvgPriceFlag: flag({ label: '移动平均价启用标记', defaultValue: '0' }),
    auditPrintFlag: flag({ label: '先审核后打印启用标记', defaultValue: '0' }),
    zeroChangeAmountFlag: flag({ label: '零收付款启用标记', defaultValue: '0' }),
    customerStaticPriceFlag: flag({ label: '客户静态单价启用标记', defaultValue: '0' }),
    materialPriceTaxFlag: flag({ label: '商品价格含税启用标记', defaultValue: '0' }),
  },
  nameField: 'companyName',
  operations: ['list', 'info', 'add', 'update', 'delete', 'deleteBatch', 'checkIsNameExist'],
});
