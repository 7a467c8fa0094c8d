import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useSingleFlight } from './singleFlight';

/** A button whose write resolves when the test says so. */
function Harness({ calls, settle }: { calls: string[]; settle: Array<(ok: boolean) => void> }) {
  const once = useSingleFlight();
  return (
    <button
      type="button"
      onClick={() =>
        once(() => {
          calls.push('sent');
          return new Promise<void>((resolve, reject) => settle.push((ok) => (ok ? resolve() : reject(new Error('refused')))));
        })
      }
    >
      保存
    </button>
  );
}

describe('useSingleFlight', () => {
  it('a second click while the write runs sends nothing; after it settles (either way) the next click sends', async () => {
    const calls: string[] = [];
    const settle: Array<(ok: boolean) => void> = [];
    render(<Harness calls={calls} settle={settle} />);
    const button = screen.getByRole('button', { name: '保存' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(calls).toEqual(['sent']);
    await act(async () => settle[0](false));
    fireEvent.click(button);
    fireEvent.click(button);
    expect(calls).toEqual(['sent', 'sent']);
    await act(async () => settle[1](true));
    fireEvent.click(button);
    expect(calls).toEqual(['sent', 'sent', 'sent']);
  });

  it('a run that throws at once releases the guard and the error reaches the caller', () => {
    let runs = 0;
    let guard: ((run: () => unknown) => void) | undefined;
    function Probe() {
      guard = useSingleFlight();
      return null;
    }
    render(<Probe />);
    const boom = () => {
      runs += 1;
      throw new Error('boom');
    };
    expect(() => guard!(boom)).toThrow('boom');
    expect(() => guard!(boom)).toThrow('boom');
    expect(runs).toBe(2);
  });
});
