import { Typography } from '@mui/material';
import type { WidgetDefinition, WidgetFieldProps } from '../resources/widgetTypes';
import { widgetPart } from '../resources/widgetPart';
import { areaOf } from './destinationOptions';

// The two selects load with the form (docs/decisions/340-messages-load-with-their-screen.md).
const Input = widgetPart(() => import('./OrderDestinationInput').then((m) => m.Input));

/** 收货国家 · 地区 as the order names them (`countryName · areaName`): one value, as the buyer chose it. */
function Field({ record, options }: WidgetFieldProps) {
  const place = [record?.countryName, record?.[areaOf(options, 'areaName', 'areaName')]]
    .filter((part) => typeof part === 'string' && part)
    .join(' · ');
  return (
    <Typography component="span" variant="body2">
      {place || '-'}
    </Typography>
  );
}

/** The order's destination (schemas/orders.ts `countryId`): shown as one value, edited as country and area. */
export const widget: WidgetDefinition = { name: 'orderDestination', Input, Field };
