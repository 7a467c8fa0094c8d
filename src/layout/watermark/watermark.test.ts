import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  copiesPerScreen,
  drawTile,
  mountWatermark,
  WATERMARK_ATTRIBUTE,
  WATERMARK_DEFAULTS,
  watermarkLines,
} from './watermark';

interface FakeContext {
  calls: string[];
  font: string;
  fillStyle: string;
  globalAlpha: number;
  textAlign: string;
  textBaseline: string;
  translate(x: number, y: number): void;
  rotate(angle: number): void;
  fillText(text: string, x: number, y: number): void;
}

function fakeCanvas() {
  const contexts: FakeContext[] = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function () {
    const ctx: FakeContext = {
      calls: [],
      font: '',
      fillStyle: '',
      globalAlpha: 1,
      textAlign: '',
      textBaseline: '',
      translate(x, y) {
        this.calls.push(`translate:${x},${y}`);
      },
      rotate(angle) {
        this.calls.push(`rotate:${angle.toFixed(4)}`);
      },
      fillText(text, x, y) {
        this.calls.push(`text:${text}@${x},${y}`);
      },
    };
    contexts.push(ctx);
    return ctx as unknown as CanvasRenderingContext2D;
  } as unknown as typeof HTMLCanvasElement.prototype.getContext);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (this: HTMLCanvasElement) {
    return `data:image/png;base64,${this.width}x${this.height}`;
  });
  return contexts;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watermark', () => {
  let contexts: FakeContext[];
  beforeEach(() => {
    contexts = fakeCanvas();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('draws a 480×360 tile in the given ink, 16px serif, turned −20° about its centre', () => {
    const url = drawTile('供应商管理后台', { ...WATERMARK_DEFAULTS, color: '#606266', opacity: 0.2 });
    expect(url).toBe('data:image/png;base64,480x360');
    const ctx = contexts[0];
    expect(ctx.font).toBe('16px serif');
    expect(ctx.fillStyle).toBe('#606266');
    expect(ctx.globalAlpha).toBe(0.2);
    expect(ctx.textAlign).toBe('center');
    expect(ctx.calls).toEqual([
      'translate:240,180',
      `rotate:${((-20 * Math.PI) / 180).toFixed(4)}`,
      'text:供应商管理后台@0,0',
    ]);
  });

  it('shows about 6 copies on a 1280×800 screen (the template drew 17) and 2 on a phone', () => {
    expect(copiesPerScreen(1280, 800, { tileWidth: 300, tileHeight: 200 })).toBeGreaterThan(17);
    expect(copiesPerScreen(1280, 800)).toBeLessThanOrEqual(6);
    expect(copiesPerScreen(390, 844)).toBeLessThanOrEqual(2);
  });

  it('names the operator: company, user and date, one line each', () => {
    const date = new Date(2026, 0, 5, 23, 59);
    expect(watermarkLines({ company: '迪拜金沙贸易有限公司', name: '张三', email: 'a@b.c' }, date)).toEqual([
      '迪拜金沙贸易有限公司',
      '张三',
      '2026-01-05',
    ]);
    // No name: the e-mail; blanks left out; nobody signed in: the date alone.
    expect(watermarkLines({ company: ' ', name: '', email: 'ops@supplier.cn' }, date)).toEqual([
      'ops@supplier.cn',
      '2026-01-05',
    ]);
    expect(watermarkLines(undefined, date)).toEqual(['2026-01-05']);
  });

  it('draws one text line per line of the watermark, the block centred', () => {
    drawTile('公司\n用户\n2026-01-05');
    expect(contexts[0].calls.filter((call) => call.startsWith('text:'))).toEqual([
      'text:公司@0,-22',
      'text:用户@0,0',
      'text:2026-01-05@0,22',
    ]);
  });

  it('mounts a fixed, click-through layer under drawers and dialogs (MUI 1200/1300), repeating the tile', () => {
    const handle = mountWatermark('供应商管理后台');
    const layer = document.body.querySelector<HTMLElement>(`[${WATERMARK_ATTRIBUTE}]`)!;
    expect(layer).toBe(handle.element());
    expect(layer.style.position).toBe('fixed');
    expect(layer.style.pointerEvents).toBe('none');
    expect(layer.style.zIndex).toBe(String(WATERMARK_DEFAULTS.zIndex));
    expect(WATERMARK_DEFAULTS.zIndex).toBeLessThan(1200);
    expect(WATERMARK_DEFAULTS.zIndex).toBeGreaterThan(1100);
    expect(layer.getAttribute('aria-hidden')).toBe('true');
    expect(layer.getAttribute(WATERMARK_ATTRIBUTE)).toBe('供应商管理后台');
    expect(layer.style.backgroundRepeat).toBe('repeat');
    expect(layer.style.backgroundImage).toContain('data:image/png;base64,480x360');
    handle.destroy();
    expect(document.body.querySelector(`[${WATERMARK_ATTRIBUTE}]`)).toBeNull();
  });

  it("draws in the ink it is given (the theme's)", () => {
    const handle = mountWatermark('水印', document.body, { color: '#606266', opacity: 0.22 });
    const ctx = contexts[contexts.length - 1];
    expect([ctx.fillStyle, ctx.globalAlpha]).toEqual(['#606266', 0.22]);
    handle.destroy();
  });

  it('comes back when removed from the DOM', async () => {
    const handle = mountWatermark('水印');
    handle.element().remove();
    await flush();
    const again = document.body.querySelector(`[${WATERMARK_ATTRIBUTE}]`);
    expect(again).not.toBeNull();
    expect(again).toBe(handle.element());
    handle.destroy();
  });

  it('repaints when its style is tampered with', async () => {
    const handle = mountWatermark('水印');
    handle.element().style.display = 'none';
    await flush();
    expect(handle.element().style.display).toBe('');
    expect(handle.element().style.pointerEvents).toBe('none');
    handle.destroy();
  });

  it('redraws after resizes, debounced by 500 ms', () => {
    vi.useFakeTimers();
    const handle = mountWatermark('水印');
    const before = contexts.length;
    window.dispatchEvent(new Event('resize'));
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(499);
    expect(contexts.length).toBe(before);
    vi.advanceTimersByTime(1);
    expect(contexts.length).toBe(before + 1);
    handle.destroy();
  });
});
