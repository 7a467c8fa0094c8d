import { useCallback, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { deleteGoods, shelfOff, shelfOn } from './goods.api';
import type { Id } from './goods.types';

/** Shelf on/off and delete for one or many goods, with notifications and a list refresh. */
export function useGoodsActions() {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (ids: readonly Id[], action: (id: Id) => Promise<unknown>, doneKey: string): Promise<boolean> => {
      setBusy(true);
      let ok = 0;
      const failures: string[] = [];
      for (const id of ids) {
        try {
          await action(id);
          ok += 1;
        } catch (error) {
          failures.push(translate((error as Error).message, { _: (error as Error).message }));
        }
      }
      setBusy(false);
      refresh();
      if (failures.length === 0) notify(ids.length === 1 ? doneKey : 'goods.list.bulkDone', { type: 'success', messageArgs: { ok } });
      else if (ids.length === 1) notify(failures[0], { type: 'error' });
      else notify('goods.list.bulkPartial', { type: 'warning', messageArgs: { ok, failed: failures.length, message: failures[0] } });
      return failures.length === 0;
    },
    [notify, refresh, translate],
  );

  return {
    busy,
    shelfOn: (ids: readonly Id[]) => run(ids, shelfOn, 'goods.list.shelvedOn'),
    shelfOff: (ids: readonly Id[]) => run(ids, shelfOff, 'goods.list.shelvedOff'),
    remove: (ids: readonly Id[]) => run(ids, deleteGoods, 'goods.list.deleted'),
  };
}
