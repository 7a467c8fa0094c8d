import { useState } from 'react';
import { lazyDialog } from '../../resources/ui/lazyPlaces';
import { Button } from '@mui/material';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import { useTranslate } from 'react-admin';
import type { ShowPartProps } from '../../resources/showParts';
import type { Order } from '../../../schemas/orders';
import '../../../i18n/parts/ordersVolume';

const PrintPreview = lazyDialog(() => import('./PrintPreview'), { close: (props) => props.onClose });

/** 打印发货单 on the order details page: the preview of this one order (loaded when pressed). */
export function PrintOrderButton({ order }: { order: Order }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => setOpen(true)} data-testid="order-print">
        {translate('ordersVolume.print.printSlip')}
      </Button>
      {open && <PrintPreview orders={[order]} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The show part `orderPrint` (the details page's heading). */
export default function PrintOrderPart({ record }: ShowPartProps) {
  // The record came through the schema's record boundary (schemas/orders.ts): it is an Order.
  return <PrintOrderButton order={record as Order} />;
}
