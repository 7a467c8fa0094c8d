import { Box, Button, Card, CardContent, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import {
  Datagrid,
  DateInput,
  FunctionField,
  List,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin';
import { Pager } from '../resources/ui/Pager';
import { CategoryTreeInput } from '../reference/CategoryTreeInput';
import { GoodsBulkActions } from './GoodsBulkActions';
import { GoodsRowActions } from './GoodsRowActions';
import { GoodsStatusChip } from './GoodsStatusChip';
import { GoodsThumb } from './GoodsThumb';
import type { Goods } from './goods.types';
import { priceText } from './goodsFormat';


function useFilters() {
  const translate = useTranslate();
  return [
    <TextInput key="goodsName" source="goodsName" label="goods.list.search" alwaysOn resettable size="small" />,
    <CategoryTreeInput key="categoryId" source="categoryId" label="resources.goods.fields.categoryId" withGoods allowEmpty alwaysOn />,
    <SelectInput
      key="shelfStatus"
      source="shelfStatus"
      label="resources.goods.fields.shelfStatus"
      alwaysOn
      emptyText="goods.shelf.all"
      choices={[
        { id: 1, name: translate('goods.shelf.on') },
        { id: 0, name: translate('goods.shelf.off') },
      ]}
    />,
    <DateInput key="createTimeStart" source="createTimeStart" label="goods.list.dateFrom" alwaysOn />,
    <DateInput key="createTimeEnd" source="createTimeEnd" label="goods.list.dateTo" alwaysOn />,
  ];
}

function Actions() {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button variant="contained" startIcon={<AddIcon />} component={Link} to="/goodsManage/addGoods">
        {translate('goods.list.add')}
      </Button>
    </TopToolbar>
  );
}

function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }} data-testid="goods-empty">
      <Typography variant="subtitle1">{translate('goods.list.empty')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('goods.list.emptyHint')}
      </Typography>
    </Box>
  );
}

/** Phone layout: one card per goods with the same actions. */
function GoodsCards() {
  const { data, isPending } = useListContext<Goods>();
  const translate = useTranslate();
  if (isPending) return null;
  if (!data?.length) return <Empty />;
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {data.map((g) => (
        <Card key={g.id} variant="outlined" data-testid="goods-card">
          <CardContent sx={{ display: 'flex', gap: 1.5, pb: 1 }}>
            <GoodsThumb url={g.mainImage} size={64} alt={g.goodsName} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="subtitle2" noWrap>
                {g.goodsName}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="div" noWrap>
                {g.goodsNo} · {g.categoryName}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
                <GoodsStatusChip status={g.shelfStatus} />
                <Typography variant="body2">{priceText(g)}</Typography>
              </Box>
              <Typography variant="caption" color="text.secondary">
                {translate('resources.goods.fields.totalStock')} {g.totalStock} · {g.createTime}
              </Typography>
            </Box>
          </CardContent>
          <Box sx={{ px: 1, pb: 1 }}>
            <GoodsRowActions record={g} />
          </Box>
        </Card>
      ))}
    </Stack>
  );
}

/** 运营 › 商品管理: goods list with filters, shelf on/off (row and bulk), delete, view and edit. */
export default function GoodsListPage() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const filters = useFilters();
  return (
    <List
      resource="goods"
      title="goods.menu"
      filters={filters}
      actions={<Actions />}
      pagination={<Pager />}
      perPage={10}
      sort={{ field: 'createTime', order: 'DESC' }}
      empty={false}
      storeKey="goodsManage.list"
    >
      {isSmall ? (
        <GoodsCards />
      ) : (
        <Datagrid bulkActionButtons={<GoodsBulkActions />} rowClick={false} empty={<Empty />} sx={{ '& td': { verticalAlign: 'middle' }, '& th': { whiteSpace: 'nowrap' }, '& .column-minPrice, & .column-createTime': { whiteSpace: 'nowrap' } }}>
          <FunctionField source="mainImage" sortable={false} render={(g: Goods) => <GoodsThumb url={g.mainImage} alt={g.goodsName} />} />
          <FunctionField
            source="goodsName"
            sortable={false}
            render={(g: Goods) => (
              <Box sx={{ maxWidth: 260 }}>
                <Typography variant="body2" fontWeight={500} noWrap title={g.goodsName}>
                  {g.goodsName}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {g.goodsNo}
                </Typography>
              </Box>
            )}
          />
          <TextField source="categoryName" sortable={false} />
          <FunctionField source="minPrice" sortable={false} render={(g: Goods) => priceText(g)} />
          <TextField source="totalStock" sortable={false} />
          <TextField source="skuCount" sortable={false} />
          <FunctionField source="shelfStatus" sortable={false} render={(g: Goods) => <GoodsStatusChip status={g.shelfStatus} />} />
          <TextField source="createTime" sortable={false} />
          <FunctionField label="goods.list.actions" render={(g: Goods) => <GoodsRowActions record={g} />} />
        </Datagrid>
      )}
    </List>
  );
}
