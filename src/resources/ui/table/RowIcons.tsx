import { ICON_PATHS, type TableIconName } from './tableIcons';

/**
 * A decorative icon of what sits around the table (a filter chip's ×, the scroll hint's ‹ ›) as a
 * plain SVG path in the text colour, not MUI's SvgIcon; the button around it carries the name.
 * The rows' icons are background images instead (./tableIcons.ts).
 */
export function TableIcon({ name }: { name: TableIconName }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
