import { DICT_LIST_CLASSES, DICT_STATUS, dictDataContract, dictTypeContract } from '@suanpan/contracts';
import { Button, Modal, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../app/api/ApiError';
import { requestEnvelope } from '../../app/api/http';
import { useFeedback } from '../../platform/hooks/useFeedback';
import type { Row } from '../../platform/list/listTypes';
import { ResourcePage } from '../../platform/resource/ResourcePage';
import type { ResourceScreen } from '../../platform/resource/resourceTypes';

/** 回显样式 → the antd tag colour a row is shown with. */
const TAG_COLOUR: Record<string, string> = { default: 'default', primary: 'blue', success: 'green', info: 'cyan', warning: 'orange', danger: 'red' };

const statusTag = (status: unknown) => <Tag color={status === '0' ? 'green' : 'red'}>{DICT_STATUS[status as '0' | '1'] ?? String(status ?? '')}</Tag>;

/** The rows of one dictionary type (字典数据), in a dialog over the type list. */
function dataScreen(dictType: string): ResourceScreen {
  return {
    contract: dictDataContract,
    columns: [
      { key: 'id', title: '字典编码', dataIndex: 'id', width: 90 },
      {
        key: 'dictLabel',
        title: dictDataContract.fields.dictLabel.label,
        dataIndex: 'dictLabel',
        render: (label: string, row: Row) => <Tag color={TAG_COLOUR[String(row.listClass ?? 'default')] ?? 'default'}>{label}</Tag>,
      },
      'dictValue',
      'dictSort',
      { key: 'status', title: dictDataContract.fields.status.label, dataIndex: 'status', render: statusTag },
      'remark',
      'createTime',
    ],
    search: ['dictLabel', 'status'],
    fixed: { dictType },
    valueLabels: { status: DICT_STATUS, listClass: Object.fromEntries(DICT_LIST_CLASSES.map((c) => [c, c])), isDefault: { Y: '是', N: '否' } },
    form: [{ key: 'dictType', disabled: true }, 'dictLabel', 'dictValue', 'dictSort', 'cssClass', 'listClass', 'isDefault', 'status', 'remark'],
    defaults: { dictType, dictSort: 0, listClass: 'default', isDefault: 'N', status: '0' },
    nameExists: false,
    hide: ['export', 'status'],
  };
}

/** 字典管理 (platform administrator): dictionary types; a type's key opens its rows. */
export function DictList() {
  const { message } = useFeedback();
  const [open, setOpen] = useState<Row>();
  // Built once: the list and its form follow the screen object, and a new one each render would reset them.
  const screen = useMemo<ResourceScreen>(
    () => ({
      contract: dictTypeContract,
      columns: [
        'dictName',
        {
          key: 'dictType',
          title: dictTypeContract.fields.dictType.label,
          dataIndex: 'dictType',
          render: (type: string, row: Row) => <a onClick={() => setOpen(row)}>{type}</a>,
        },
        'remark',
        { key: 'status', title: dictTypeContract.fields.status.label, dataIndex: 'status', render: statusTag },
        'createTime',
        'updateTime',
      ],
      search: ['dictName', 'dictType', 'status'],
      valueLabels: { status: DICT_STATUS },
      form: ['dictName', 'dictType', 'status', 'remark'],
      defaults: { status: '0' },
      nameExists: false,
      hide: ['export', 'status'],
      toolbarExtra: () => (
        <Button
          onClick={() =>
            // The dictionary endpoints answer the reference's AjaxResult shape ({code: 0, msg}), not the usual envelope.
            void requestEnvelope('DELETE', '/dict/type/refreshCache')
              .then(() => message.success('刷新成功'))
              .catch((e: unknown) => message.warning(errorMessage(e, '刷新失败')))
          }
        >
          刷新缓存
        </Button>
      ),
    }),
    [message],
  );
  const openType = open ? String(open.dictType) : undefined;
  const rows = useMemo(() => (openType ? dataScreen(openType) : undefined), [openType]);
  return (
    <>
      <ResourcePage screen={screen} />
      {open && rows && (
        <Modal open width={1000} footer={null} title={`字典数据 - ${String(open.dictName)}`} onCancel={() => setOpen(undefined)} destroyOnHidden>
          <ResourcePage screen={rows} />
        </Modal>
      )}
    </>
  );
}
