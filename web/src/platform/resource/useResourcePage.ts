import { useMemo, useState } from 'react';
import { http } from '../../app/api/http';
import { messages } from '../../app/i18n';
import { useFeedback } from '../hooks/useFeedback';
import { usePermissions } from '../hooks/usePermissions';
import { BTN } from '../hooks/permissions';
import type { Row } from '../list/listTypes';
import { useListPage } from '../list/useListPage';
import { formBody } from './formBody';
import { defaultSortOf, resourceUrls } from './resourceUrls';
import type { ResourceActionContext, ResourceScreen } from './resourceTypes';

/**
 * The headless side of a resource screen: the list page (useListPage) plus the add/edit modal's state and its
 * save call. `ResourcePage` renders it; a screen that needs its own layout can render it differently.
 */
export function useResourcePage(screen: ResourceScreen) {
  const { message } = useFeedback();
  const urls = useMemo(() => resourceUrls(screen), [screen]);
  const permissions = usePermissions();
  const list = useListPage({
    urls,
    defaultQuery: screen.fixed,
    defaultSort: defaultSortOf(screen.contract),
    sumColumns: screen.sumColumns,
    defaultPageSize: screen.defaultPageSize,
    pageSizeOptions: screen.pageSizeOptions,
    exportFileName: screen.contract.label,
  });
  const [editing, setEditing] = useState<Row | null>(null);
  const [open, setOpen] = useState(false);

  const add = (): void => {
    setEditing(null);
    setOpen(true);
  };
  const edit = (row: Row): void => {
    setEditing(row);
    setOpen(true);
  };
  const close = (): void => setOpen(false);

  /** Sends the form; a refusal is thrown to the modal, which shows it on the field the server names. */
  const save = async (values: Row): Promise<void> => {
    const base = formBody(screen.contract, values, editing, screen.fixed);
    const body = screen.toBody ? screen.toBody(base, editing, values) : base;
    if (editing) await http.put(urls.update ?? '', body);
    else await http.post(urls.add ?? '', body);
    void message.success(messages.list.operationOk);
    setOpen(false);
    await list.reload();
  };

  const ctx: ResourceActionContext = { can: permissions.has, edit, reload: () => list.reload(), selectedIds: list.selectedRowKeys };
  return { screen, urls, list, editing, open, add, edit, close, save, ctx, can: (code: string) => permissions.has(code), canEdit: permissions.has(BTN.edit) };
}

export type ResourcePageState = ReturnType<typeof useResourcePage>;
