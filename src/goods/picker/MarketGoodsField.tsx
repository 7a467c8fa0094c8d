import { useRecordContext, useTranslate } from 'react-admin';
import type { WidgetFieldProps } from '../../resources/widgetTypes';
import { useMarketGoods, type MarketGoods } from './marketGoods';
import { mediaSrc } from '../../dataProvider/urlPolicy';
import { priceText } from './goodsText';
import { sameId } from '../../resources/compareValues';

/** The list cell: the same picture, name and price as the form's GoodsCard (MarketGoodsInput.tsx) in plain elements (one per row). */
function GoodsCell({ goods, fallbackName }: { goods?: MarketGoods; fallbackName: string }) {
  const name = goods?.goodsName || fallbackName;
  const picture = mediaSrc(goods?.mainImage);
  return (
    <span className="mg-cell">
      {picture ? (
        <img className="mg-cell__pic" src={picture} alt="" loading="lazy" />
      ) : (
        <span className="mg-cell__pic" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
      )}
      <span className="mg-cell__text">
        <span className="mg-cell__name" title={name}>
          {name}
        </span>
        {goods && <span className="mg-cell__price">{priceText(goods)}</span>}
      </span>
    </span>
  );
}

export function Field({ source }: WidgetFieldProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const { data } = useMarketGoods();
  const value = record?.[source];
  if (value === undefined || value === null || value === '') return null;
  const goods = data?.find((g) => sameId(g.id, value));
  const fallback = typeof record?.goodsName === 'string' && record.goodsName ? record.goodsName : translate('screens.goods.unknown', { id: String(value) });
  return <GoodsCell goods={goods} fallbackName={fallback} />;
}
