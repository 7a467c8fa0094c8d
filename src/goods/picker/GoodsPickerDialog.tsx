import { useState } from 'react';
import {
  Alert,
  Avatar,
  Box,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { sameId } from '../../resources/compareValues';
import { ModalDialog } from '../../resources/ui/ModalDialog';
import { useMarketGoods, type MarketGoods } from './marketGoods';
import { mediaSrc } from '../../dataProvider/urlPolicy';
import { priceText } from './goodsText';
import '../../../i18n/parts/screens';

/**
 * Pick one goods among those that may be marketed (`marketEnable/list`, listed goods only):
 * search by name (sent as `goodsName`), choose with the mouse or the arrow keys and Enter.
 */
export function GoodsPickerDialog({ value, onClose, onPick }: { value: unknown; onClose: () => void; onPick: (goods: MarketGoods) => void }) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<MarketGoods | null>(null);
  const { data, isPending, isError, refetch } = useMarketGoods(search);
  const chosen = picked ?? data?.find((g) => sameId(g.id, value)) ?? null;

  return (
    <ModalDialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="goods-picker-title">
      <DialogTitle id="goods-picker-title">{translate('screens.goods.dialogTitle')}</DialogTitle>
      <DialogContent dividers>
        <Box component="form" onSubmit={(e) => { e.preventDefault(); setSearch(typed.trim()); }} sx={{ mb: 1 }}>
          <TextField
            autoFocus
            fullWidth
            size="small"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={translate('screens.goods.search')}
            slotProps={{
              htmlInput: { 'aria-label': translate('screens.goods.search') },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Button type="submit" size="small" startIcon={<SearchIcon />}>
                      {translate('engine.action.search')}
                    </Button>
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        {isPending ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2 }} role="status">
            <CircularProgress size={18} />
            <Typography variant="body2">{translate('screens.goods.loading')}</Typography>
          </Box>
        ) : isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {translate('screens.goods.retry')}
              </Button>
            }
          >
            {translate('screens.goods.loadFailed')}
          </Alert>
        ) : !data?.length ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {translate('screens.goods.empty')}
          </Typography>
        ) : (
          <List dense aria-label={translate('screens.goods.dialogTitle')} sx={{ maxHeight: 360, overflow: 'auto' }}>
            {data.map((goods) => (
              // A list holds list items only (axe `list`).
              <ListItem key={goods.id} disablePadding>
                <ListItemButton
                  selected={sameId(chosen?.id, goods.id)}
                  onClick={() => setPicked(goods)}
                  onDoubleClick={() => onPick(goods)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') onPick(goods);
                  }}
                  aria-pressed={sameId(chosen?.id, goods.id)}
                >
                  <ListItemAvatar>
                    <Avatar variant="rounded" src={mediaSrc(goods.mainImage)} alt="">
                      {goods.goodsName.slice(0, 1)}
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText
                    primary={goods.goodsName || '—'}
                    secondary={[goods.goodsNo, goods.categoryName, priceText(goods)].filter(Boolean).join(' · ')}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('screens.goods.cancel')}</Button>
        <Button variant="contained" disabled={!chosen} onClick={() => chosen && onPick(chosen)}>
          {translate('screens.goods.confirm')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
