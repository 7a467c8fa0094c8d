import { useEffect, useId, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import {
  Alert,
  AppBar,
  Box,
  Button,
  CircularProgress,
  Dialog,
  IconButton,
  LinearProgress,
  ToggleButton,
  ToggleButtonGroup,
  Toolbar,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import { useStore, useTranslate } from 'react-admin';
import type { Order } from '../../../schemas/orders';
import { errorText } from '../../resources/ui/errorText';
import { PrintPages, type DrawBarcode, type PaperSize, type PrintDoc } from './PrintDocuments';
import './print.css';
import '../../../i18n/parts/ordersVolume';

/**
 * 打印预览 (issue 21 item 4): a full-screen dialog showing the pages as they will print — 发货单
 * (one page per order) or 拣货单 — on A4 or a 100 × 150 mm label (the choice is remembered), and
 * 打印, which prints them in one job. The pages are rendered twice: in the preview, and in a print
 * root directly under <body>, which alone is shown on paper (print.css hides everything else, so
 * no console chrome is printed). `@page` gives the paper size and margins.
 */
export interface PrintPreviewProps {
  /** The orders with their items and addresses; undefined while they are read. */
  orders?: readonly Order[];
  /** How many records are read so far (shown while `orders` is undefined). */
  loading?: { done: number; total: number };
  loadError?: unknown;
  onRetry?: () => void;
  initialDoc?: PrintDoc;
  onClose: () => void;
}

const PAGE_RULES: Record<PaperSize, string> = {
  a4: '@page { size: A4 portrait; margin: 12mm; }',
  label: '@page { size: 100mm 150mm; margin: 4mm; }',
};

/** jsbarcode, loaded with the first preview (never with the list or the login page). */
let barcodeLibrary: Promise<DrawBarcode> | undefined;
function loadBarcode(): Promise<DrawBarcode> {
  barcodeLibrary ??= import('jsbarcode').then((m) => m.default as unknown as DrawBarcode);
  return barcodeLibrary;
}

const now = () => {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
};

export default function PrintPreview({
  orders,
  loading,
  loadError,
  onRetry,
  initialDoc = 'packing',
  onClose,
}: PrintPreviewProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`ordersVolume.print.${key}`, options);
  const titleId = useId();
  const [doc, setDoc] = useState<PrintDoc>(initialDoc);
  // Remembered: an operator with a label printer chooses it once.
  const [storedPaper, storePaper] = useStore<PaperSize>('orders.print.paper', 'a4');
  const [drawBarcode, setDrawBarcode] = useState<DrawBarcode | null>(null);
  const [libraryError, setLibraryError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [printedAt] = useState(now);
  const [printing, setPrinting] = useState(false);
  const size: PaperSize = storedPaper === 'label' ? 'label' : 'a4';

  useEffect(() => {
    let live = true;
    loadBarcode().then(
      (draw) => live && setDrawBarcode(() => draw),
      (error: unknown) => {
        barcodeLibrary = undefined;
        if (live) setLibraryError(error);
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const ready = Boolean(orders && drawBarcode);
  const pages = orders ? (doc === 'packing' ? orders.length : 1) : 0;
  const print = async () => {
    setPrinting(true);
    try {
      // The fonts of the pages must be there before Chromium lays out the paper.
      if ('fonts' in document) await document.fonts.ready;
      window.print();
    } finally {
      setPrinting(false);
    }
  };

  let body: ReactNode;
  if (loadError || libraryError) {
    body = (
      <Alert
        severity="error"
        sx={{ m: 3 }}
        action={
          (libraryError || onRetry) && (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                if (!libraryError) return onRetry?.();
                setLibraryError(null);
                setAttempt((n) => n + 1);
              }}
            >
              {t('retry')}
            </Button>
          )
        }
      >
        {t(libraryError ? 'libraryFailed' : 'loadFailed', { message: errorText(loadError ?? libraryError, translate) })}
      </Alert>
    );
  } else if (!ready || !orders || !drawBarcode) {
    const total = loading?.total ?? 0;
    body = (
      <Box sx={{ m: 3, maxWidth: 480 }} role="status" data-testid="print-loading">
        <Typography sx={{ mb: 1 }}>
          {total ? t('loading', { done: loading?.done ?? 0, total }) : t('preparing')}
        </Typography>
        <LinearProgress
          variant={total ? 'determinate' : 'indeterminate'}
          value={total ? ((loading?.done ?? 0) / total) * 100 : undefined}
          aria-label={t('preparing')}
        />
      </Box>
    );
  } else {
    body = (
      <Box
        className="op-preview"
        sx={{ py: 3, px: { xs: 1, sm: 3 } }}
        data-testid="print-preview-pages"
        data-doc={doc}
        data-paper={size}
      >
        <PrintPages orders={orders} doc={doc} paper={size} drawBarcode={drawBarcode} printedAt={printedAt} />
      </Box>
    );
  }

  return (
    <>
      <Dialog
        open
        fullScreen
        onClose={printing ? undefined : onClose}
        aria-labelledby={titleId}
        data-testid="print-preview"
        slotProps={{
          paper: { sx: { bgcolor: (theme) => (theme.palette.mode === 'dark' ? 'background.default' : 'grey.300') } },
        }}
      >
        <AppBar position="sticky" color="inherit" elevation={1} sx={{ bgcolor: 'background.paper' }}>
          {/* On a phone: title and 关闭 on the first line, the choices and 打印 below. */}
          <Toolbar
            sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1, py: 1, '& > .print-control': { order: { xs: 3, md: 0 } } }}
          >
            <Typography id={titleId} variant="h6" component="h2" sx={{ mr: 'auto' }}>
              {orders ? t('titleCount', { smart_count: orders.length }) : t('title')}
            </Typography>
            <Box aria-hidden="true" sx={{ flexBasis: '100%', height: 0, order: 2, display: { md: 'none' } }} />
            <ToggleButtonGroup
              className="print-control"
              size="small"
              exclusive
              value={doc}
              onChange={(_e, value: PrintDoc | null) => value && setDoc(value)}
              aria-label={t('document')}
            >
              <ToggleButton value="packing">{t('packingList')}</ToggleButton>
              <ToggleButton value="pick">{t('pickList')}</ToggleButton>
            </ToggleButtonGroup>
            <ToggleButtonGroup
              className="print-control"
              size="small"
              exclusive
              value={size}
              onChange={(_e, value: PaperSize | null) => value && storePaper(value)}
              aria-label={t('paper')}
            >
              <ToggleButton value="a4">{t('a4')}</ToggleButton>
              <ToggleButton value="label">{t('label')}</ToggleButton>
            </ToggleButtonGroup>
            {ready && (
              <Typography
                className="print-control"
                variant="body2"
                color="text.secondary"
                data-testid="print-page-count"
              >
                {doc === 'packing' ? t('pageCount', { smart_count: pages }) : t('pickPages')}
              </Typography>
            )}
            <Button
              className="print-control"
              variant="contained"
              startIcon={printing ? <CircularProgress size={16} color="inherit" /> : <PrintIcon />}
              disabled={!ready || printing}
              onClick={() => void print()}
              data-testid="print-now"
            >
              {t('print')}
            </Button>
            <IconButton
              edge="end"
              onClick={onClose}
              aria-label={t('close')}
              disabled={printing}
              sx={{ order: { xs: 1, md: 0 } }}
            >
              <CloseIcon />
            </IconButton>
          </Toolbar>
        </AppBar>
        {body}
      </Dialog>
      {ready &&
        orders &&
        drawBarcode &&
        createPortal(
          <div className="order-print-root" data-testid="print-root">
            <style>{PAGE_RULES[size]}</style>
            <PrintPages orders={orders} doc={doc} paper={size} drawBarcode={drawBarcode} printedAt={printedAt} />
          </div>,
          document.body,
        )}
    </>
  );
}
