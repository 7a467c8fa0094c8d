import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HeaderItemSlot } from './HeaderItemSlot';

describe('a header item', () => {
  it('that throws is left out; the header beside it stays', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const Broken = () => {
        throw new Error('item broke');
      };
      render(
        <header>
          <HeaderItemSlot Component={Broken} />
          <HeaderItemSlot Component={() => <button type="button">通知</button>} />
        </header>,
      );
      expect(screen.getByRole('button', { name: '通知' })).toBeInTheDocument();
      expect(screen.getByRole('banner').children).toHaveLength(1);
    } finally {
      quiet.mockRestore();
    }
  });
});
