/**
 * Editing area height (docs/spec.md §2 / §9). Its own module: the widget's loading placeholder
 * needs it on every list with a rich-text field, the rest of ./constants.ts (the editor's
 * allow-lists and pickers) loads with the editor (docs/decisions/320-panels-load-on-open.md).
 */
export const EDITOR_HEIGHT_PX = 500;
