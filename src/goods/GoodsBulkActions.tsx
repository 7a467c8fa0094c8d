import { useState } from 'react';
import { Button } from '@mui/material';
import { Confirm, useListContext, useTranslate } from 'react-admin';
import { useGoodsActions } from './useGoodsActions';

/** Shelf on / shelf off for the selected rows, after a confirmation. */
export function GoodsBulkActions() {
  const translate = useTranslate();
  const { selectedIds, onUnselectItems } = useListContext();
  const actions = useGoodsActions();
  const [pending, setPending] = useState<'on' | 'off' | null>(null);
  const confirm = async () => {
    const ok = pending === 'on' ? await actions.shelfOn(selectedIds) : await actions.shelfOff(selectedIds);
    setPending(null);
    if (ok) onUnselectItems();
  };
  return (
    <>
      <Button size="small" color="success" onClick={() => setPending('on')}>
        {translate('goods.list.bulkShelfOn')}
      </Button>
      <Button size="small" color="warning" onClick={() => setPending('off')}>
        {translate('goods.list.bulkShelfOff')}
      </Button>
      <Confirm
        isOpen={pending !== null}
        loading={actions.busy}
        title={pending === 'on' ? 'goods.list.confirmShelfOnTitle' : 'goods.list.confirmShelfOffTitle'}
        content={pending === 'on' ? 'goods.list.confirmBulkShelfOn' : 'goods.list.confirmBulkShelfOff'}
        translateOptions={{ count: selectedIds.length }}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </>
  );
}
