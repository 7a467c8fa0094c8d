import { useCallback, useRef, type CSSProperties, type RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { RaRecord } from 'react-admin';
import { TableRow } from './TableRow';

/** Rows in view only, with spacer rows keeping the scroll height; the header stays sticky. */
export default function VirtualBody({
  records,
  scroll,
  span,
  rowProps,
}: {
  records: readonly RaRecord[];
  scroll: RefObject<HTMLDivElement | null>;
  span: number;
  rowProps: (record: RaRecord) => Parameters<typeof TableRow>[0];
}) {
  // Rows not yet measured are estimated at the height of the last one measured (rows of one list
  // are alike): an estimate far off moved the spacers, and with them the layout, in every frame.
  const rowHeight = useRef(45);
  const virtualizer = useVirtualizer({
    count: records.length,
    getScrollElement: () => scroll.current,
    estimateSize: () => rowHeight.current,
    overscan: 12,
    getItemKey: (index) => String(records[index].id),
  });
  const measure = useCallback(
    (node: Element | null) => {
      if (node) {
        const height = node.getBoundingClientRect().height;
        if (height > 0 && Math.abs(height - rowHeight.current) > 0.5) {
          rowHeight.current = height;
          virtualizer.measure();
        }
      }
      virtualizer.measureElement(node);
    },
    [virtualizer],
  );
  const items = virtualizer.getVirtualItems();
  const before = items.length ? items[0].start : 0;
  const after = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  const spacer = (height: number): CSSProperties => ({ height, padding: 0, border: 0 });
  return (
    <tbody>
      {before > 0 && (
        <tr aria-hidden="true" className="lt-spacer">
          <td colSpan={span} style={spacer(before)} />
        </tr>
      )}
      {items.map((item) => (
        <TableRow key={item.key} {...rowProps(records[item.index])} index={item.index} measure={measure} />
      ))}
      {after > 0 && (
        <tr aria-hidden="true" className="lt-spacer">
          <td colSpan={span} style={spacer(after)} />
        </tr>
      )}
    </tbody>
  );
}
