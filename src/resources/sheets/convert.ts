import type { GalleryItem } from '../mediaValues';
import { cellText, isBlank, isVideoUrl, looseKey, readDateTime, readNumber, splitList, toHalfWidth, toHtml } from './cells';
import type { OptionNeed, OptionStore } from './options';
import type { SheetCell, SheetColumn, Translate } from './sheetTypes';
import '../../../i18n/parts/import';

/**
 * One cell → the value the form would hold, or the message the operator reads. Values are the
 * schema's (UI names and values); validation of ranges and lengths is the schema's own
 * (`validateValues`), this only reads what the cell says.
 */
export type Converted = { value: unknown } | { error: string };

const ok = (value: unknown): Converted => ({ value });
const bad = (error: string): Converted => ({ error });

/** The params a dependent source is read with for this row (`null`: a column it depends on is empty or bad). */
export function paramsOf(column: SheetColumn, values: Readonly<Record<string, unknown>>): Record<string, string | number> | null {
  const out: Record<string, string | number> = {};
  for (const [param, key] of Object.entries(column.source?.dependsOn ?? {})) {
    const value = values[key];
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    out[param] = value;
  }
  return out;
}

export function needOf(column: SheetColumn, values: Readonly<Record<string, unknown>>): OptionNeed | null {
  if (!column.source) return null;
  const params = paramsOf(column, values);
  return params ? { source: column.source.key, params } : null;
}

function findOption(column: SheetColumn, text: string, values: Readonly<Record<string, unknown>>, store: OptionStore, t: Translate): Converted {
  const need = needOf(column, values);
  if (!need) return bad(t('import.cell.parentFirst', { fields: column.source?.parents ?? '' }));
  const found = store.find(need, text);
  if ('option' in found) return ok(found.option.id);
  if (found.problem === 'ambiguous') return bad(t('import.cell.ambiguous', { value: text }));
  if (found.problem === 'unloaded') return bad(t('import.cell.optionsFailed', { message: found.message ?? '' }));
  return bad(t('import.cell.unknownOption', { value: text }));
}

function fixedChoice(column: SheetColumn, text: string, t: Translate): Converted {
  const key = looseKey(text);
  const hit = column.options?.find((o) => looseKey(o.label) === key) ?? column.options?.find((o) => looseKey(String(o.value)) === key);
  return hit ? ok(hit.value) : bad(t('import.cell.unknownOption', { value: text }));
}

const BOOLEAN_WORDS: Record<string, boolean> = { 是: true, 否: false, true: true, false: false, yes: true, no: false, y: true, n: false, '1': true, '0': false, 对: true, 错: false };

/**
 * Gallery items from addresses: images first in their order (the first is main), then videos.
 * A sheet holds addresses only (no file name, no video cover): an update sets the result against
 * the stored items with `keepStoredMedia`.
 */
export function toGallery(urls: readonly string[]): GalleryItem[] {
  const images = urls.filter((url) => !isVideoUrl(url));
  const videos = urls.filter(isVideoUrl);
  return [...images, ...videos].map((url, index) => ({
    name: '',
    imageUrl: url,
    mainImageFlag: index === 0 && !isVideoUrl(url),
    sortOrder: index,
    mediaType: isVideoUrl(url) ? 'Video' : 'Image',
    cover: '',
  }));
}

const isVideoItem = (item: GalleryItem) => item.mediaType === 'Video' || isVideoUrl(item.imageUrl);

/**
 * A gallery in the order a sheet lists it, so that `toGallery` reads back the same main picture:
 * the main picture first, the other pictures in their order, then the videos (`video`: the item
 * goes to a videos column).
 */
export function sheetMediaOrder(items: readonly GalleryItem[]): Array<GalleryItem & { video: boolean }> {
  const sorted = [...items].sort((a, b) => a.sortOrder - b.sortOrder);
  const images = sorted.filter((item) => !isVideoItem(item));
  const main = images.find((item) => item.mainImageFlag);
  const ordered = [...(main ? [main] : []), ...images.filter((item) => item !== main), ...sorted.filter(isVideoItem)];
  return ordered.map((item) => ({ ...item, video: isVideoItem(item) }));
}

/**
 * The gallery an update from a sheet saves: `read` (toGallery) set against the record's `stored`
 * items. A sheet listing exactly the stored addresses as `sheetMediaOrder` writes them changed
 * nothing, and the stored items stay as they are (order, main picture, names, covers); otherwise
 * the sheet's order and main picture hold, and each item whose address is stored keeps its
 * stored `name` and `cover` (each stored item lends them once).
 */
export function keepStoredMedia(read: readonly GalleryItem[], stored: readonly GalleryItem[]): GalleryItem[] {
  const written = sheetMediaOrder(stored);
  if (written.length === read.length && written.every((item, index) => item.imageUrl === read[index].imageUrl)) {
    return [...stored].sort((a, b) => a.sortOrder - b.sortOrder).map((item, index) => ({ ...item, sortOrder: index }));
  }
  const unused = [...stored];
  return read.map((item) => {
    const at = unused.findIndex((s) => s.imageUrl === item.imageUrl);
    if (at < 0) return item;
    const [same] = unused.splice(at, 1);
    return { ...item, name: same.name, cover: item.mediaType === 'Video' ? same.cover : item.cover };
  });
}

/**
 * Reads one cell. `values`: the row's values read so far (a dependent source reads the columns it
 * depends on). A blank cell is `undefined` (the schema says whether it may be).
 */
export function convertCell(column: SheetColumn, cell: SheetCell, values: Readonly<Record<string, unknown>>, store: OptionStore, t: Translate): Converted {
  if (isBlank(cell)) return ok(undefined);
  const text = cellText(cell);
  switch (column.kind) {
    case 'text': {
      if (column.ascii) return ok(toHalfWidth(text));
      return ok(text);
    }
    case 'number': {
      const value = readNumber(cell);
      return value === null ? bad(t('engine.validation.number')) : ok(value);
    }
    case 'date': {
      const parts = readDateTime(cell);
      return parts ? ok(parts.date) : bad(t('engine.validation.date'));
    }
    case 'datetime': {
      const parts = readDateTime(cell);
      return parts ? ok(`${parts.date} ${parts.time ?? '00:00:00'}`) : bad(t('engine.validation.datetime'));
    }
    case 'boolean': {
      const word = BOOLEAN_WORDS[looseKey(text)];
      return word === undefined ? bad(t('import.cell.boolean')) : ok(word);
    }
    case 'choice':
      return column.source ? findOption(column, text, values, store, t) : fixedChoice(column, text, t);
    case 'choices': {
      const ids: unknown[] = [];
      for (const part of splitList(text)) {
        const one = column.source ? findOption(column, part, values, store, t) : fixedChoice(column, part, t);
        if ('error' in one) return one;
        if (!ids.some((id) => String(id) === String(one.value))) ids.push(one.value);
      }
      return ok(ids);
    }
    case 'url':
      return ok(toHalfWidth(text).replace(/\s+/g, ''));
    case 'media':
      return ok(toGallery(splitList(text, true)));
    case 'html':
      return ok(toHtml(typeof cell === 'string' ? cell : text));
  }
}
