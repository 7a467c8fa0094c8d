import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, useNotify } from 'react-admin';
import { useEffect } from 'react';
import { i18nProvider } from './i18nProvider';
import { ShellNotification } from './ShellNotification';
import { toneOf } from './notificationTone';

function Announce({ message, type }: { message: string; type?: 'info' | 'success' | 'error' | 'warning' }) {
  const notify = useNotify();
  useEffect(() => notify(message, { type }), [notify, message, type]);
  return null;
}

describe('toast tone (one style per outcome)', () => {
  it('shows react-admin\'s own "deleted / saved" notices as successes and leaves other info notices as info', () => {
    expect(toneOf({ message: 'engine.delete.done', type: 'info' }).type).toBe('success');
    expect(toneOf({ message: 'ra.notification.updated', type: 'info' }).type).toBe('success');
    expect(toneOf({ message: 'resources.agreement.notifications.created', type: 'info' }).type).toBe('success');
    expect(toneOf({ message: 'export.cancelled', type: 'info' }).type).toBe('info');
    expect(toneOf({ message: 'engine.delete.done', type: 'error' }).type).toBe('error');
  });

  it.each([
    ['engine.delete.done', 'info', 'RaNotification-success'],
    ['export.failed', 'error', 'RaNotification-error'],
  ] as const)('renders %s (%s) with class %s', async (message, type, className) => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <ShellNotification />
        <Announce message={message} type={type} />
      </AdminContext>,
    );
    const toast = await screen.findByRole('alert');
    expect(toast.closest('.MuiSnackbarContent-root') ?? toast).toHaveClass(className);
  });
});
