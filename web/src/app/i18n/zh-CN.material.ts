/** Interface text of the 商品管理 screens (merged into the catalogue as `messages.material`). */
export const materialZhCN = {
  fields: {
    name: '名称', standard: '规格', model: '型号', color: '颜色', brand: '品牌', mnemonic: '助记码', category: '类别',
    unit: '单位', multiUnit: '多单位', weight: '基础重量(kg)', expiryNum: '保质期(天)', position: '仓位货架', mfrs: '制造商',
    otherField1: '扩展1', otherField2: '扩展2', otherField3: '扩展3', serial: '序列号', batch: '批号', remark: '备注',
    enabled: '状态', barCode: '条码', sku: '多属性', purchase: '采购价', retail: '零售价', wholesale: '销售价', lowest: '最低售价',
    initialStock: '初始库存', stock: '库存', picture: '图片', defaultRow: '默认', depot: '仓库', initStock: '期初库存数量',
    lowSafeStock: '最低安全库存数量', highSafeStock: '最高安全库存数量', currentStock: '当前库存',
  },
  flags: { has: '有', none: '无', serialTag: '序', batchTag: '批', skuSuffix: '[SKU]', enabled: '启用', disabled: '禁用' },
  warning: { label: '库存预警', low: '低于最低库存', high: '高于最高库存', any: '低于或高于' },
  list: {
    keywordPlaceholder: '请输入条码、名称、助记码等查询', copy: '复制', batchEdit: '批量编辑', template: '商品Excel模板[下载]',
    exportName: '商品信息', depotFilter: '库存仓库', includeChildren: '含下级类别',
  },
  modal: {
    add: '新增', edit: '编辑', copy: '复制新增', tabBasic: '基本信息', tabStock: '库存数量', tabImage: '图片信息',
    addRow: '新增条码行', removeRow: '删除', setDefault: '设为默认', batchSet: '{label}-批量', enterPrice: '请输入价格', enterQty: '请输入数量',
    skuAttributes: '多属性', skuValues: '属性{n}', imageHint: '图片名称，多个用逗号分隔（最多4张）',
    nameRequired: '请输入名称!', nameTooLong: '长度请小于100个字符', unitRequired: '请输入单位!', unitIdRequired: '请选择多单位!',
    barcodeRequired: '条码不能为空', barcodeLength: '长度为4到40位', barcodeExists: '该条码已经存在', suggestBarcode: '建议条码：{code}',
    noRows: '抱歉，请输入条码信息！', serialAndBatch: '抱歉，序列号和批号只能选择一项！',
    skuNotMultiUnit: '抱歉，多属性商品不能勾选多单位，请切换为单个单位！', exists: '抱歉，该商品已存在！',
    multiUnitRows: '多单位的商品条码行数至少要有两行，请再新增一行条码信息！',
    unitMismatch: '条码之后的单位填写有误，单位【{unit}】请修改为【{expected}】！',
    skuStock: '抱歉，多属性商品不能录入期初库存，建议进行盘点录入！', serialStock: '抱歉，序列号商品不能录入期初库存，建议进行入库单据录入！',
    batchStock: '抱歉，批号商品不能录入期初库存，建议进行入库单据录入！', lowAboveHigh: '抱歉，{depot}的最低安全库存大于最高安全库存！',
    tooManyImages: '抱歉，商品图片不能超过4张！', duplicateBarcode: '商品条码:{code}重复', maxSku: '多属性最多选择3个',
    saved: '保存成功',
  },
  importer: {
    title: '商品导入', pick: '选择文件', running: '正在导入 {processed}/{total}', validating: '正在校验…', done: '导入成功，共{total}条',
    errors: '导入失败，共{count}处错误：', row: '第{row}行', start: '开始导入', templateHint: '请先下载模板，按模板列填写后上传',
  },
  category: {
    title: '商品类别', addChild: '添加类别', refresh: '刷新', serialNo: '编号', parent: '上级目录', sort: '排序', cancelSelect: '取消选择',
    selectFirst: '请点击选择要修改类别!', serialRequired: '请输入编号!', nameExists: '名称已经存在', moveUp: '上移', moveDown: '下移',
    expandAll: '展开所有', collapseAll: '合并所有', empty: '请在左侧选择类别', root: '（顶级）',
  },
  attribute: {
    name: '属性名', value: '属性值', nameRequired: '请输入属性名!', nameLength: '属性名长度为1到10个字符', valueRequired: '请输入属性值!',
    valuePlaceholder: '输入属性值后回车',
  },
  property: { nativeName: '名称', anotherName: '别名', anotherRequired: '请输入别名!', anotherLength: '别名长度为1到30个字符' },
  batch: {
    choose: '选择商品', chosen: '已选 {count} 个商品', clear: '清空', preview: '预览', apply: '应用', applied: '已更新 {count} 处',
    nothing: '没有需要更改的内容', product: '商品', field: '字段', from: '原值', to: '新值', emptyInfo: '抱歉，请输入要批量编辑的内容！',
    priceField: '价格', mode: '方式', modeSet: '设为（按基本单位）', modeAdd: '增加（按基本单位）', modePercent: '按百分比调整(%)',
    value: '数值', defaultOnly: '只改默认条码行', depots: '仓库', confirmApply: '确认将以上 {count} 处更改一次性写入？', needPreview: '请先预览更改',
  },
  yarn: {
    finished: '成品商品', color: '颜色', lossRate: '损耗率(%)', yarns: '纱线明细', yarn: '纱线商品', yarnColor: '纱线颜色', ratio: '比例(%)',
    sum: '合计 {sum}%', mustBe100: '纱线比例合计必须等于100%', addYarn: '添加纱线', calculator: '纱线用量计算', quantity: '成品数量',
    compute: '计算', finishedWeight: '成品重量(kg)', totalWeight: '含损耗总重(kg)', netWeight: '净重(kg)', requiredWeight: '需用重量(kg)',
    requiredQuantity: '需用数量', chooseMaterial: '请选择商品', keyword: '商品名称/型号',
  },
  picker: {
    title: '选择商品', keyword: '条码、名称、助记码', depot: '仓库', stock: '库存', choose: '选择', notFound: '商品条码{code}不存在，请重新选择',
    hint: '↑↓ 选择，回车确认',
  },
} as const;
