import type { ComponentType } from 'react';
import { onDemand, OnDemandFallback, useOnDemand } from './ui/onDemand';

/**
 * A widget's component whose code loads when it is first drawn (a form's input, most often), not
 * with the page that registers the widget: `*.widget.tsx` modules are read with every list's
 * search form, so they hold the name, the light parts and this loader
 * (docs/decisions/340-messages-load-with-their-screen.md). Until the code is there the place shows
 * the one loading state; a failed import shows the one error with 重试 (decision 320).
 */
export function widgetPart<Props extends object>(
  importer: () => Promise<ComponentType<Props>>,
  /** What the place shows while the code loads instead of the loading box: a cell's own layout, an input's size. */
  Placeholder?: ComponentType<Props>,
): ComponentType<Props> {
  const code = onDemand(importer);
  function WidgetPart(props: Props) {
    const { module: Loaded, error, retry } = useOnDemand(code, true);
    if (Loaded) return <Loaded {...props} />;
    return Placeholder && !error ? <Placeholder {...props} /> : <OnDemandFallback error={error} onRetry={retry} />;
  }
  return WidgetPart;
}
