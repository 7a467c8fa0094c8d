/**
 * Page watermark (reference/shell.md "Watermark", on by default): a fixed layer over the page, no
 * pointer events, a repeated canvas tile (16px serif, −20°) naming the signed-in operator. It
 * sits above the shell chrome but under drawers and dialogs (MUI's drawer is 1200, modals 1300),
 * so a dialog is never covered. It comes back if removed from the DOM, restores its style if
 * tampered with, and redraws on resize (500 ms debounce).
 *
 * The template's tile (300×200, #c0c4cc at 0.5) drew ~17 copies on a 1280×800 screen and, in the
 * dark themes, took text under it down to 1.5:1. The tile is larger (~6 copies there, 2 at 390 px)
 * and each theme has its own ink (SHELL_PALETTES.watermark, src/layout/theme/themes.ts), faint
 * enough that table cells, sidebar labels and header text keep 4.5:1 (watermarkInk.test.ts).
 */
export interface WatermarkOptions {
  color: string;
  opacity: number;
  font: string;
  rotate: number;
  tileWidth: number;
  tileHeight: number;
  zIndex: number;
  resizeDebounceMs: number;
}

export const WATERMARK_DEFAULTS: Readonly<WatermarkOptions> = Object.freeze({
  // The light theme's ink; a theme passes its own (useWatermark).
  color: '#606266',
  opacity: 0.08,
  font: '16px serif',
  rotate: -20,
  tileWidth: 480,
  tileHeight: 360,
  zIndex: 1199,
  resizeDebounceMs: 500,
});

/** Copies of the tile a viewport shows (whole and partial tiles counted by area). */
export const copiesPerScreen = (
  width: number,
  height: number,
  options: Pick<WatermarkOptions, 'tileWidth' | 'tileHeight'> = WATERMARK_DEFAULTS,
): number => (width * height) / (options.tileWidth * options.tileHeight);

export const WATERMARK_ATTRIBUTE = 'data-watermark';

/** The operator the watermark names: company, user and the date (lines of the tile). */
export interface WatermarkOperator {
  company?: string;
  name?: string;
  email?: string;
}

/** Lines: company, user (name, else e-mail), YYYY-MM-DD in local time; blanks are left out. */
export function watermarkLines(operator: WatermarkOperator | undefined, date: Date = new Date()): string[] {
  const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
    .join('-');
  const user = operator?.name?.trim() || operator?.email?.trim();
  return [operator?.company?.trim(), user, day].filter((line): line is string => Boolean(line));
}

const LINE_HEIGHT = 22;

/** Draws one tile (one line per `\n`) and returns it as a data URL ('' when canvas is unavailable). */
export function drawTile(
  text: string,
  options: WatermarkOptions = WATERMARK_DEFAULTS,
  doc: Document = document,
): string {
  const canvas = doc.createElement('canvas');
  canvas.width = options.tileWidth;
  canvas.height = options.tileHeight;
  let ctx: CanvasRenderingContext2D | null = null;
  try {
    ctx = canvas.getContext('2d');
  } catch {
    ctx = null;
  }
  if (!ctx) return '';
  // The block of lines centred in the tile and turned about its centre: no line is cut at the
  // tile's edge, and the copies are spread evenly.
  ctx.translate(options.tileWidth / 2, options.tileHeight / 2);
  ctx.rotate((options.rotate * Math.PI) / 180);
  ctx.font = options.font;
  ctx.fillStyle = options.color;
  ctx.globalAlpha = options.opacity;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) ctx.fillText(line, 0, (index - (lines.length - 1) / 2) * LINE_HEIGHT);
  return canvas.toDataURL('image/png');
}

function layerStyle(tile: string, options: WatermarkOptions): string {
  return [
    'position: fixed',
    'inset: 0',
    'width: 100%',
    'height: 100%',
    'pointer-events: none',
    `z-index: ${options.zIndex}`,
    'background-repeat: repeat',
    `background-size: ${options.tileWidth}px ${options.tileHeight}px`,
    tile ? `background-image: url("${tile}")` : 'background-image: none',
  ].join('; ');
}

export interface WatermarkHandle {
  /** The layer currently in the DOM. */
  element(): HTMLElement;
  /** Redraw now (also called on resize). */
  redraw(): void;
  destroy(): void;
}

export function mountWatermark(
  text: string,
  parent: HTMLElement = document.body,
  partial: Partial<WatermarkOptions> = {},
): WatermarkHandle {
  const options: WatermarkOptions = { ...WATERMARK_DEFAULTS, ...partial };
  const doc = parent.ownerDocument;
  const view = doc.defaultView ?? window;
  let tile = drawTile(text, options, doc);
  let layer = doc.createElement('div');
  let destroyed = false;
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;

  const paint = () => {
    // The words drawn, readable by tests and tools (the tile itself is an image).
    layer.setAttribute(WATERMARK_ATTRIBUTE, text.split('\n').join(' / '));
    layer.setAttribute('aria-hidden', 'true');
    layer.setAttribute('style', layerStyle(tile, options));
  };
  paint();
  parent.appendChild(layer);

  const attributeObserver = new MutationObserver(() => {
    if (destroyed) return;
    // Someone changed the layer's style (e.g. display:none in devtools): paint it again.
    if (layer.getAttribute('style') !== layerStyle(tile, options) || !layer.hasAttribute(WATERMARK_ATTRIBUTE)) paint();
  });
  const observeLayer = () => attributeObserver.observe(layer, { attributes: true });
  observeLayer();

  const parentObserver = new MutationObserver((records) => {
    if (destroyed) return;
    const removed = records.some((record) => Array.from(record.removedNodes).includes(layer));
    if (removed || !parent.contains(layer)) {
      layer = doc.createElement('div');
      paint();
      parent.appendChild(layer);
      attributeObserver.disconnect();
      observeLayer();
    }
  });
  parentObserver.observe(parent, { childList: true });

  const redraw = () => {
    tile = drawTile(text, options, doc);
    paint();
  };
  const onResize = () => {
    if (resizeTimer) clearTimeout(resizeTimer);
    resizeTimer = setTimeout(redraw, options.resizeDebounceMs);
  };
  view.addEventListener('resize', onResize);

  return {
    element: () => layer,
    redraw,
    destroy() {
      destroyed = true;
      if (resizeTimer) clearTimeout(resizeTimer);
      view.removeEventListener('resize', onResize);
      attributeObserver.disconnect();
      parentObserver.disconnect();
      layer.remove();
    },
  };
}
