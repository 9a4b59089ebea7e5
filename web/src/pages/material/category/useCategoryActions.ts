import { useQueryClient } from '@tanstack/react-query';

import { errorMessage } from '../../../app/api/ApiError';
import { format, messages } from '../../../app/i18n';
import type { CategoryNode } from '@suanpan/contracts';
import { useFeedback } from '../../../platform/hooks/useFeedback';
import { categoryApi } from './categoryApi';
import { flatten, placeAfter, reorder, siblingsOf } from './treeOps';

/** Delete, move up/down and drag-move of categories; every change reloads the trees the app caches. */
export function useCategoryActions(tree: CategoryNode[]) {
  const { message, modal } = useFeedback();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['material', 'categoryTree'] });

  const run = async (action: () => Promise<unknown>): Promise<void> => {
    try {
      await action();
      void message.success(messages.list.operationOk);
    } catch (error) {
      void message.warning(errorMessage(error, messages.errors.requestFailed));
    }
    await refresh();
  };

  return {
    refresh,
    /** The server refuses categories with children (该类别存在下级不允许删除) or with products. */
    remove: (ids: number[], after: () => void): void => {
      if (ids.length === 0) return void message.warning(messages.list.selectOne);
      modal.confirm({
        title: messages.list.confirmDelete,
        content: format(messages.list.confirmActionText, { action: messages.list.deleteAction, count: ids.length }),
        onOk: () => run(() => categoryApi.deleteBatch(ids)).then(after),
      });
    },
    move: (id: number, delta: number): void => {
      const items = reorder(siblingsOf(tree, id), id, delta);
      if (items) void run(() => categoryApi.updateSort(items));
    },
    /** Dropped on a node: becomes its child. Dropped in a gap: moves next to that node, under the same parent. */
    drop: (dragId: number, targetId: number, intoNode: boolean, before: boolean): void => {
      const nodes = flatten(tree);
      const drag = nodes.find((n) => n.id === dragId);
      const target = nodes.find((n) => n.id === targetId);
      if (!drag || !target) return;
      const parentId = intoNode ? target.id : target.parentId;
      void run(async () => {
        if (parentId !== drag.parentId) {
          const row = await categoryApi.find(dragId);
          if (row) await categoryApi.update({ ...row, serialNo: row.serialNo ?? '', id: dragId, parentId });
        }
        if (!intoNode) {
          const siblings = siblingsOf(tree, targetId);
          const index = siblings.findIndex((n) => n.id === targetId);
          await categoryApi.updateSort(placeAfter(siblings, dragId, before ? siblings[index - 1]?.id : targetId));
        }
      });
    },
  };
}
