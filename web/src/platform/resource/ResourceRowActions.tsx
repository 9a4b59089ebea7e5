import { Divider, Popconfirm } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { messages } from '../../app/i18n';
import type { Row } from '../list/listTypes';
import type { ResourcePageState } from './useResourcePage';

/** 操作 cell: the screen's own actions, 编辑, and 删除 behind 确定删除吗? — each only with the 编辑 button. */
export function ResourceRowActions({ state, row }: { state: ResourcePageState; row: Row }) {
  const { screen, urls, canEdit } = state;
  const hidden = new Set(screen.hide ?? []);
  const items: ReactNode[] = [...(screen.rowActions?.(row, state.ctx) ?? [])];
  if (canEdit && !hidden.has('edit') && urls.update)
    items.push(
      <a key="edit" onClick={() => state.edit(row)}>
        {messages.common.edit}
      </a>,
    );
  if (canEdit && !hidden.has('delete') && urls.delete) {
    items.push(
      <Popconfirm key="delete" title={messages.list.deleteOne} onConfirm={() => state.list.deleteOne(row[state.list.rowKey] as number)}>
        <a>{messages.common.delete}</a>
      </Popconfirm>,
    );
  }
  return (
    <>
      {items.filter(Boolean).map((item, i) => (
        <Fragment key={i}>
          {i > 0 && <Divider orientation="vertical" />}
          {item}
        </Fragment>
      ))}
    </>
  );
}
