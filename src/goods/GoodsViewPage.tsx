import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link, useSearchParams } from 'react-router-dom';
import { RecordContextProvider, useGetOne, useTranslate } from 'react-admin';
import { GalleryField } from '../widgets/media/GalleryField';
import { SafeHtml } from '../widgets/richText/SafeHtml';
import type { AnyResourceSchema } from '../resources/defineResource';
import { LoadError } from '../resources/ui/LoadError';
import type { Goods } from '../../schemas/goods';
import { useGoodsSkus } from './goods.api';
import { referenceSources } from '../reference/sources';
import { optionName, useReferenceOptions } from '../resources/ui/useReferenceOptions';
import { GoodsStatusChip } from './GoodsStatusChip';
import { GoodsThumb } from './GoodsThumb';
import { amountText, priceText, specValues } from './goodsFormat';
import '../../i18n/parts/goods';

/** 商品详情 `/goodsManage/viewGoods?id=`: the goods schema's details page (media, sanitised description, SKUs). */
export default function GoodsViewPage({ schema }: { schema: AnyResourceSchema }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const translate = useTranslate();
  const record = useGetOne<Goods>(schema.name, { id: id ?? '' }, { enabled: id !== null, retry: false });
  const skuList = useGoodsSkus(id);
  const templates = useReferenceOptions(referenceSources.goodsTemplates).data;
  const pickupPoints = useReferenceOptions(referenceSources.pickupPoints).data;
  const freightRules = useReferenceOptions(referenceSources.freightRules).data;

  const error = id === null ? 'goods.form.notFound' : (record.error ?? skuList.error);
  if (error) {
    return (
      <LoadError
        error={error}
        titleKey="engine.load.recordFailed"
        onRetry={() => Promise.all([record.refetch(), skuList.refetch()])}
        listRoute={schema.routes.list}
      />
    );
  }
  if (!record.data || !skuList.data) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  const goods = record.data;
  const skus = skuList.data;
  const field = (key: string, value: React.ReactNode) => (
    <Box key={key}>
      <Typography variant="caption" color="text.secondary">
        {translate(`resources.goods.fields.${key}`)}
      </Typography>
      <Typography variant="body2" component="div">
        {value === '' || value === null || value === undefined ? '-' : value}
      </Typography>
    </Box>
  );
  return (
    <RecordContextProvider value={goods}>
      <Stack spacing={2} data-testid="goods-view">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h1" sx={{ flex: 1, minWidth: 200 }}>
            {goods.goodsName}
          </Typography>
          <GoodsStatusChip status={goods.shelfStatus} />
          <Button
            variant="contained"
            component={Link}
            to={`${schema.routes.form}?id=${encodeURIComponent(String(goods.id))}`}
          >
            {translate('goods.view.edit')}
          </Button>
          <Button component={Link} to={schema.routes.list}>
            {translate('goods.view.back')}
          </Button>
        </Box>
        <Card variant="outlined">
          <CardHeader
            title={translate('goods.form.basic')}
            slotProps={{ title: { variant: 'subtitle1', fontWeight: 600 } }}
            sx={{ pb: 0 }}
          />
          <CardContent sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2 }}>
            {field('goodsNo', goods.goodsNo)}
            {field('categoryName', goods.categoryName)}
            {field('unitName', goods.unitName)}
            {field('minPrice', priceText(goods))}
            {field('totalStock', goods.totalStock)}
            {field('skuCount', goods.skuCount)}
            {field('createTime', goods.createTime)}
            {field('updateTime', goods.updateTime)}
            {field('goodsTemplateId', optionName(templates, goods.goodsTemplateId))}
            {field('freightRuleId', optionName(freightRules, goods.freightRuleId))}
            {field(
              'pickupPointIds',
              (goods.pickupPointIds ?? []).map((pointId) => optionName(pickupPoints, pointId)).join('、'),
            )}
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardHeader
            title={translate('goods.form.media')}
            slotProps={{ title: { variant: 'subtitle1', fontWeight: 600 } }}
            sx={{ pb: 0 }}
          />
          <CardContent>
            {goods.media?.length ? (
              <GalleryField source="media" />
            ) : (
              <Typography variant="body2">{translate('goods.view.noMedia')}</Typography>
            )}
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardHeader
            title={translate('goods.view.properties')}
            slotProps={{ title: { variant: 'subtitle1', fontWeight: 600 } }}
            sx={{ pb: 0 }}
          />
          <CardContent data-testid="goods-view-properties">
            {goods.properties?.length ? (
              <Stack spacing={1}>
                {goods.properties.map((property) => (
                  <Box
                    key={String(property.propertyId)}
                    sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
                  >
                    <Typography variant="body2" sx={{ minWidth: 64, color: 'text.secondary' }}>
                      {property.propertyName}
                    </Typography>
                    {property.values.map((value) => (
                      <Chip key={String(value.valueId)} size="small" label={value.valueName} />
                    ))}
                  </Box>
                ))}
              </Stack>
            ) : (
              <Typography variant="body2">{translate('goods.view.noProperties')}</Typography>
            )}
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardHeader
            title={translate('goods.view.skus')}
            slotProps={{ title: { variant: 'subtitle1', fontWeight: 600 } }}
            sx={{ pb: 0 }}
          />
          {/* Scrolls sideways on a phone: focusable and named so the keyboard can scroll it too. */}
          <CardContent sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate('goods.view.skus')}>
            <Table size="small" data-testid="goods-view-skus">
              <TableHead>
                <TableRow>
                  {['combination', 'skuCode', 'price', 'stock', 'weight', 'image'].map((k) => (
                    <TableCell key={k} sx={{ whiteSpace: 'nowrap' }}>
                      {translate(`goods.sku.${k}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {skus.map((sku, index) => (
                  <TableRow key={sku.id ?? `row-${index}`}>
                    <TableCell>{specValues(sku.specText) || '—'}</TableCell>
                    <TableCell>{sku.skuCode}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {amountText(sku.currencyCode, sku.price) || '—'}
                    </TableCell>
                    <TableCell>{sku.stock ?? '—'}</TableCell>
                    <TableCell>{sku.weight ?? '—'}</TableCell>
                    <TableCell>
                      <GoodsThumb url={sku.image} size={36} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardHeader
            title={translate('goods.form.description')}
            slotProps={{ title: { variant: 'subtitle1', fontWeight: 600 } }}
            sx={{ pb: 0 }}
          />
          <CardContent data-testid="goods-view-description">
            {goods.description ? (
              <SafeHtml html={goods.description} />
            ) : (
              <Typography variant="body2">{translate('goods.view.noDescription')}</Typography>
            )}
          </CardContent>
        </Card>
      </Stack>
    </RecordContextProvider>
  );
}
