import { useState } from 'react';
import { Box, Button, Tooltip } from '@mui/material';
import { Link } from 'react-router-dom';
import { Confirm, useTranslate } from 'react-admin';
import type { Goods } from './goods.types';
import { useGoodsActions } from './useGoodsActions';

type Pending = 'on' | 'off' | 'delete' | null;

/** View / edit links, shelf on or off and delete for one goods row, each change confirmed. */
export function GoodsRowActions({ record }: { record: Goods }) {
  const translate = useTranslate();
  const actions = useGoodsActions();
  const [pending, setPending] = useState<Pending>(null);
  const on = record.shelfStatus === 1;
  // A shelf status the record does not carry: both actions are offered, the server decides.
  const unknown = record.shelfStatus !== 0 && record.shelfStatus !== 1;
  const name = record.goodsName;

  const confirm = async () => {
    const ids = [record.id];
    if (pending === 'on') await actions.shelfOn(ids);
    else if (pending === 'off') await actions.shelfOff(ids);
    else if (pending === 'delete') await actions.remove(ids);
    setPending(null);
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, '& .MuiButton-root': { minWidth: 0, px: 1 } }} onClick={(e) => e.stopPropagation()}>
      <Button size="small" component={Link} to={`/goodsManage/viewGoods?id=${encodeURIComponent(String(record.id))}`}>
        {translate('goods.list.view')}
      </Button>
      <Button size="small" component={Link} to={`/goodsManage/addGoods?id=${encodeURIComponent(String(record.id))}`}>
        {translate('goods.list.edit')}
      </Button>
      {unknown ? (
        <>
          <Button size="small" color="success" onClick={() => setPending('on')} data-testid="goods-shelf-on">
            {translate('goods.list.shelfOn')}
          </Button>
          <Button size="small" color="warning" onClick={() => setPending('off')} data-testid="goods-shelf-off">
            {translate('goods.list.shelfOff')}
          </Button>
        </>
      ) : (
        <Button size="small" color={on ? 'warning' : 'success'} onClick={() => setPending(on ? 'off' : 'on')} data-testid="goods-shelf-toggle">
          {translate(on ? 'goods.list.shelfOff' : 'goods.list.shelfOn')}
        </Button>
      )}
      <Tooltip title={on ? translate('goods.list.deleteOnShelf') : ''}>
        <span>
          <Button size="small" color="error" disabled={on} onClick={() => setPending('delete')}>
            {translate('goods.list.delete')}
          </Button>
        </span>
      </Tooltip>
      <Confirm
        isOpen={pending !== null}
        loading={actions.busy}
        title={pending === 'delete' ? 'goods.list.confirmDeleteTitle' : pending === 'on' ? 'goods.list.confirmShelfOnTitle' : 'goods.list.confirmShelfOffTitle'}
        content={pending === 'delete' ? 'goods.list.confirmDelete' : pending === 'on' ? 'goods.list.confirmShelfOn' : 'goods.list.confirmShelfOff'}
        translateOptions={{ name }}
        confirmColor={pending === 'delete' ? 'warning' : 'primary'}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </Box>
  );
}
