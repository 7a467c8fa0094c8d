import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawTile, mountWatermark, WATERMARK_ATTRIBUTE, WATERMARK_DEFAULTS, watermarkLines } from './watermark';

interface FakeContext {
  calls: string[];
  font: string;
  fillStyle: string;
  globalAlpha: number;
  textAlign: string;
  textBaseline: string;
  rotate(angle: number): void;
  fillText(text: string): void;
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
      rotate(angle) {
        this.calls.push(`rotate:${angle.toFixed(4)}`);
      },
      fillText(text) {
        this.calls.push(`text:${text}`);
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

  it('draws a 300×200 tile with the spec colour, opacity, font and −20° rotation', () => {
    const url = drawTile('供应商管理后台');
    expect(url).toBe('data:image/png;base64,300x200');
    const ctx = contexts[0];
    expect(ctx.font).toBe('16px serif');
    expect(ctx.fillStyle).toBe('#c0c4cc');
    expect(ctx.globalAlpha).toBe(0.5);
    expect(ctx.calls).toEqual([`rotate:${((-20 * Math.PI) / 180).toFixed(4)}`, 'text:供应商管理后台']);
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

  it('draws one text line per line of the watermark, stacked upwards', () => {
    drawTile('公司\n用户\n2026-01-05');
    expect(contexts[0].calls.filter((call) => call.startsWith('text:'))).toEqual([
      'text:公司',
      'text:用户',
      'text:2026-01-05',
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
    expect(layer.style.backgroundImage).toContain('data:image/png;base64,300x200');
    handle.destroy();
    expect(document.body.querySelector(`[${WATERMARK_ATTRIBUTE}]`)).toBeNull();
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
