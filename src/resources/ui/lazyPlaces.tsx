import { Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { DialogStandIn } from './DialogStandIn';
import { lazyPart, PartLoadError, RetryBoundary } from './lazyPart';
import { PartLoadFailure } from './PartLoadFailure';

/**
 * Code parts that keep a failure in their own place instead of handing it to the page's boundary,
 * where it would replace the page and what was typed in it (docs/decisions/348-code-parts-retry.md).
 * A module of its own: the parts' stand-ins (MUI's Modal, the failure notice) stay off the login page.
 */

/** Rethrows what is not a part that did not load: other errors still go to the page's boundary. */
function onlyLoadFailures(error: Error, draw: (error: PartLoadError) => ReactNode): ReactNode {
  if (!(error instanceof PartLoadError)) throw error;
  return draw(error);
}

/** While the code is still loading there is no failure, so no 重试 to offer. */
const nothingToRetry = () => undefined;

/**
 * Where a dialog part (a `lazyPart`) is drawn: the `DialogStandIn` while its code loads and, if it
 * does not load, with the failure and 重试; other errors go on to the page's boundary.
 */
export function DialogPartPlace({ open = true, onClose, children }: { open?: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <RetryBoundary fallback={(error, retry) => onlyLoadFailures(error, (failure) => <DialogStandIn open={open} error={failure} onRetry={retry} onClose={onClose} />)}>
      <Suspense fallback={<DialogStandIn open={open} error={undefined} onRetry={nothingToRetry} onClose={onClose} />}>{children}</Suspense>
    </RetryBoundary>
  );
}

/**
 * A dialog opened by a click (a picker, a preview, an import): while its code loads, and if it does
 * not, a stand-in in the dialog's place (正在加载…, or the failure with 重试; Escape closes it). The
 * form or list behind it keeps its state. `close` reads the dialog's own close callback from its
 * props; `isOpen` (default: always) says whether a mounted dialog is shown.
 */
// `any` as in React.lazy's own signature: any component type, its props taken from it below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyDialog<T extends ComponentType<any>>(
  importer: () => Promise<{ default: T }>,
  { close, isOpen = () => true }: { close: (props: ComponentProps<T>) => () => void; isOpen?: (props: ComponentProps<T>) => boolean },
): ComponentType<ComponentProps<T>> {
  const Part = lazyPart(importer);
  function LazyDialog(props: ComponentProps<T>) {
    return (
      <DialogPartPlace open={isOpen(props)} onClose={close(props)}>
        <Part {...props} />
      </DialogPartPlace>
    );
  }
  return LazyDialog;
}

/**
 * A part drawn inside a form or a page among others (a date field, a chart): if its code does not
 * load, the failure with 重试 stands where it would be, and the rest of the form or page stays. The
 * loading state is the caller's `<Suspense>` fallback, as for `lazyPart`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export function lazyInPlace<T extends ComponentType<any>>(importer: () => Promise<{ default: T }>): ComponentType<ComponentProps<T>> {
  const Part = lazyPart(importer);
  function LazyInPlace(props: ComponentProps<T>) {
    return (
      <RetryBoundary fallback={(error, retry) => onlyLoadFailures(error, () => <PartLoadFailure onRetry={retry} />)}>
        <Part {...props} />
      </RetryBoundary>
    );
  }
  return LazyInPlace;
}
