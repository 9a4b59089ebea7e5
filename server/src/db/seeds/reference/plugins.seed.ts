// The optional modules of the product. Switching one off hides its pages from every menu and
// refuses their routes; no executable code is ever uploaded.

export interface PluginSeed {
  key: string;
  name: string;
  version: string;
  description: string;
  /** Menu function urls the module provides. */
  urls: readonly string[];
}

export const pluginSeeds: readonly PluginSeed[] = [
  {
    key: 'production',
    name: '生产管理',
    version: '1.0.0',
    description: '生产订单、生产入库与颜色纱比：按纱比计算用纱量，完工入库',
    urls: ['/billE', '/bill/production_order', '/bill/production_in', '/material/color_yarn_ratio'],
  },
  {
    key: 'sale-quote',
    name: '销售报价',
    version: '1.0.0',
    description: '销售报价单，可转销售订单',
    urls: ['/bill/sale_quote'],
  },
  {
    key: 'stock-check',
    name: '库存盘点',
    version: '1.0.0',
    description: '盘点录入与盘点复盘，按盘点差异调整库存',
    urls: ['/bill/stock_check_entry', '/bill/stock_check_adjust'],
  },
  {
    key: 'batch-set',
    name: '商品批量设置',
    version: '1.0.0',
    description: '批量修改商品信息、价格和库存预警',
    urls: ['/material/batch_set_info', '/material/batch_set_price', '/material/batch_set_stock'],
  },
];
