// The one place React.lazy is used: lazyPart wraps it (decision 348).
// eslint-disable-next-line no-restricted-imports
import { Component, lazy, type ComponentProps, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

/**
 * A part's code (a page, a dialog, a section) that did not load: the network was down, or the
 * console was updated on the server and the file this page knew is gone. What error boundaries
 * recognise to offer 重试 instead of a crash (docs/decisions/348-code-parts-retry.md).
 */
export class PartLoadError extends Error {
  /** Forgets the failed import, so the part's next render imports it again (重试). */
  readonly again: () => void;
  constructor(cause: unknown, again: () => void = () => undefined) {
    super(`a part of the console did not load: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'PartLoadError';
    this.again = again;
  }
}

/**
 * The console's `React.lazy`: the part suspends while its code loads (the nearest `<Suspense>`
 * shows its fallback), and a failed import throws a `PartLoadError` to the nearest error boundary.
 * The failure is kept until 重试 (a `RetryBoundary` calls `again`), so renders in between throw the
 * same error instead of importing again. `again` puts a new `React.lazy` in the failed one's place:
 * unlike a bare `lazy()`, whose failure is kept for the page's life, 重试 imports anew. What loaded
 * once draws at once. Elsewhere `React.lazy` is not used (lint).
 */
// `any` as in React.lazy's own signature: any component type, its props taken from it below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<T extends ComponentType<any>>(importer: () => Promise<{ default: T }>): ComponentType<ComponentProps<T>> {
  const attempt = (): ComponentType<ComponentProps<T>> =>
    lazy(() =>
      importer().catch((cause: unknown) => {
        throw new PartLoadError(cause, () => {
          current = attempt();
        });
      }),
    ) as unknown as ComponentType<ComponentProps<T>>;
  let current = attempt();
  function LazyPart(props: ComponentProps<T>) {
    const Current = current;
    return <Current {...props} />;
  }
  return LazyPart;
}

interface BoundaryProps {
  children: ReactNode;
  /** What to draw instead of the children after an error; `retry` draws them again. */
  fallback: (error: Error, retry: () => void, info?: ErrorInfo) => ReactNode;
}

/** An error boundary whose fallback can draw its children again (重试). */
export class RetryBoundary extends Component<BoundaryProps, { error?: Error; info?: ErrorInfo }> {
  override state: { error?: Error; info?: ErrorInfo } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.setState({ error, info });
  }

  private readonly retry = () => {
    if (this.state.error instanceof PartLoadError) this.state.error.again();
    this.setState({ error: undefined, info: undefined });
  };

  override render() {
    const { error, info } = this.state;
    return error ? this.props.fallback(error, this.retry, info) : this.props.children;
  }
}
