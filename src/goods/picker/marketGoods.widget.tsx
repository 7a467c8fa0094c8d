import { useRecordContext } from 'react-admin';
import type { WidgetDefinition, WidgetFieldProps } from '../../resources/widgetTypes';
import { widgetPart } from '../../resources/widgetPart';
import './marketGoodsCell.css';

// The form's card and picker load with the form, the list cell's goods lookup with the first cell
// (docs/decisions/340-messages-load-with-their-screen.md).
const Input = widgetPart(() => import('./MarketGoodsInput').then((m) => m.Input));

/** Until the cell's code is there: the name the record carries, in the cell's own layout. */
function CellPlaceholder({ source }: WidgetFieldProps) {
  const record = useRecordContext();
  const value = record?.[source];
  if (value === undefined || value === null || value === '') return null;
  const name = typeof record?.goodsName === 'string' ? record.goodsName : '';
  return (
    <span className="mg-cell" aria-busy="true">
      <span className="mg-cell__pic" aria-hidden="true" />
      <span className="mg-cell__text">
        <span className="mg-cell__name">{name}</span>
      </span>
    </span>
  );
}

const Field = widgetPart(() => import('./MarketGoodsField').then((m) => m.Field), CellPlaceholder);

/** The export names the goods by the name the record carries (the list's fallback too). */
const exportText = (record: Readonly<Record<string, unknown>>, source: string) =>
  typeof record.goodsName === 'string' && record.goodsName ? record.goodsName : String(record[source] ?? '');

export const widget: WidgetDefinition = { name: 'marketGoods', Input, Field, exportText };
