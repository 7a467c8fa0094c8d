import { Extension } from '@tiptap/core';

/**
 * The `target` of a loaded link exactly as stored. Tiptap's link reads a missing target as
 * its default `_blank` and the writer turned `target=""` into `_blank` too; wangEditor keeps
 * the stored value and writes a missing one as `target=""`. New links (no stored value) use
 * the link's own `target` attribute (`_blank`).
 */
export const LinkTarget = Extension.create({
  name: 'wLinkTarget',
  addGlobalAttributes() {
    return [
      {
        types: ['link'],
        attributes: {
          storedTarget: {
            default: null,
            parseHTML: (el) => el.getAttribute('target') ?? '',
            renderHTML: () => ({}),
          },
        },
      },
    ];
  },
});

/** The target to write for a link mark's attributes. */
export function linkTarget(attrs: Record<string, unknown>): string {
  const stored = attrs.storedTarget;
  if (typeof stored === 'string') return stored;
  return typeof attrs.target === 'string' && attrs.target ? attrs.target : '_blank';
}
