import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from './Tooltip';

/**
 * Whether MUI's Tooltip is loaded already depends on the files run before in this worker (they
 * share one module graph, decision 110); these hold either way. The first event of a fresh page
 * (replayed once the module is there) and keyboard focus (Tab: the tooltip appears, the focus
 * stays) are tested in Chromium: tests/e2e/on-demand-parts.e2e.ts (jsdom's `:focus-visible`,
 * which MUI's Tooltip reads, does not hold once the module has loaded).
 */
describe('Tooltip (MUI Tooltip loaded on first hover / focus / touch)', () => {
  it('names the child as MUI Tooltip does before anything loads: a string title, unless the child has a name', async () => {
    render(
      <>
        <Tooltip title="刷新">
          <button type="button">↻</button>
        </Tooltip>
        <Tooltip title="全屏">
          <button type="button" aria-label="进入全屏">⛶</button>
        </Tooltip>
      </>,
    );
    expect(screen.getByRole('button', { name: '刷新' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '进入全屏' })).toBeInTheDocument();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows on hover and hides when the pointer leaves; a second one opens from the loaded module', async () => {
    render(
      <>
        <Tooltip title="通知" placement="right">
          <button type="button">🔔</button>
        </Tooltip>
        <Tooltip title="消息">
          <button type="button">✉</button>
        </Tooltip>
      </>,
    );
    const bell = screen.getByRole('button', { name: '通知' });
    await userEvent.hover(bell);
    expect((await screen.findByRole('tooltip', {}, { timeout: 10_000 })).textContent).toBe('通知');
    await userEvent.unhover(bell);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await userEvent.hover(screen.getByRole('button', { name: '消息' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('消息');
    // The child is the same element throughout (not re-mounted when the module arrived).
    expect(bell.isConnected).toBe(true);
  });

  it('a long press shows it (MUI touch rule), a tap does not', async () => {
    render(
      <Tooltip title="复制" enterTouchDelay={200}>
        <button type="button">⧉</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: '复制' });
    // A tap: the finger is up before the delay, then the emulated mouse events follow.
    fireEvent.touchStart(button);
    fireEvent.touchEnd(button);
    fireEvent.mouseOver(button);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByRole('tooltip')).toBeNull();
    // A long press: the finger stays down past the delay.
    fireEvent.touchStart(button);
    expect((await screen.findByRole('tooltip', {}, { timeout: 10_000 })).textContent).toBe('复制');
  });
});
