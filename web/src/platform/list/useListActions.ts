import { errorMessage } from '../../app/api/ApiError';
import { http, type QueryParams } from '../../app/api/http';
import { format, messages } from '../../app/i18n';
import { useFeedback } from '../hooks/useFeedback';
import { uploadImport } from './listFiles';
import type { ListPageOptions, ListUrls } from './listTypes';
import { useDownload } from './useDownload';

interface Deps {
  options: ListPageOptions;
  rowKey: string;
  selectedRowKeys: Array<string | number>;
  params: QueryParams;
  clearSelection: () => void;
  afterRemove: (count: number) => void;
  reload: () => Promise<void>;
}

const t = messages.list;

/** Delete, batch delete, batch status, export and import, with the spec's confirmations and messages. */
export function useListActions({ options, selectedRowKeys, params, clearSelection, afterRemove, reload }: Deps) {
  const { message, modal } = useFeedback();
  const download = useDownload();
  const urls: ListUrls = options.urls;

  const missing = (name: string): void => void message.error(format(t.missingUrl, { name }));

  const needSelection = (): boolean => {
    if (selectedRowKeys.length > 0) return false;
    void message.warning(t.selectOne);
    return true;
  };

  const run = async (action: () => Promise<unknown>, removed: number): Promise<void> => {
    try {
      await action();
      void message.success(t.operationOk);
      clearSelection();
      if (removed > 0) afterRemove(removed);
      else await reload();
    } catch (error) {
      void message.warning(errorMessage(error, messages.errors.requestFailed));
    }
  };

  const deleteOne = async (id: string | number): Promise<void> => {
    if (!urls.delete) return missing('delete');
    await run(() => http.delete(urls.delete ?? '', { id }), 1);
  };

  const batchDelete = (): void => {
    if (!urls.deleteBatch) return missing('deleteBatch');
    if (needSelection()) return;
    const ids = selectedRowKeys.join(',');
    const count = selectedRowKeys.length;
    modal.confirm({
      title: t.confirmDelete,
      content: format(t.confirmActionText, { action: t.deleteAction, count }),
      onOk: () => run(() => http.delete(urls.deleteBatch ?? '', { ids }), count),
    });
  };

  /** `action` is the button's words (审核, 反审核, 启用…): the confirmation names it. */
  const batchSetStatus = (status: string | number | boolean, action: string): void => {
    if (!urls.batchSetStatus) return missing('batchSetStatusUrl');
    if (needSelection()) return;
    const ids = selectedRowKeys.join(',');
    modal.confirm({
      title: format(t.confirmAction, { action }),
      content: format(t.confirmActionText, { action, count: selectedRowKeys.length }),
      onOk: () => run(() => http.post(urls.batchSetStatus ?? '', { status, ids }), 0),
    });
  };

  const exportFile = async (): Promise<void> => {
    if (!urls.exportXls) return missing('exportXlsUrl');
    const exportParams: QueryParams = { ...params };
    if (selectedRowKeys.length > 0) exportParams.selections = selectedRowKeys.join(',');
    await download(urls.exportXls, exportParams, options.exportFileName ?? 'export');
  };

  const importFile = async (file: File): Promise<void> => {
    if (!urls.importExcel) return missing('importExcelUrl');
    const outcome = await uploadImport(urls.importExcel, file);
    if (outcome.kind === 'ok') {
      void message.success(outcome.message || format(t.uploadOk, { file: file.name }));
      await reload();
    } else if (outcome.kind === 'refused') {
      void message.warning(outcome.message, 8);
    } else if (outcome.kind === 'unknown-file') {
      void message.warning(t.unknownFile);
    } else {
      void message.error(format(t.uploadFailed, { message: outcome.message }));
    }
  };

  return { deleteOne, batchDelete, batchSetStatus, exportFile, importFile };
}
