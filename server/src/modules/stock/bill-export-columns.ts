/** Columns of the bill list export (key of the presented row, Chinese heading). */
export const EXPORT_COLUMNS: ReadonlyArray<readonly [string, string]> = [
  ['number', '单据编号'], ['subType', '单据类型'], ['organName', '往来单位'], ['operTimeStr', '单据日期'], ['userName', '操作员'],
  ['materialsList', '商品信息'], ['materialCount', '数量'], ['totalPrice', '金额合计'], ['totalTaxLastMoney', '含税合计'],
  ['discountMoney', '优惠金额'], ['discountLastMoney', '优惠后金额'], ['otherMoney', '其它费用'], ['deposit', '扣除订金'],
  ['changeAmount', '本次收付款'], ['debt', '本次欠款'], ['accountName', '结算账户'], ['linkNumber', '关联单据'],
  ['salesManStr', '销售人员'], ['remark', '备注'], ['status', '状态'],
];
