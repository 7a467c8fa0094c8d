import { ACCEPTED_EXTENSIONS, IMPORT_LIMITS, type SheetFileError, type Translate } from './sheetTypes';
import '../../../i18n/parts/import';

/**
 * What is refused before a file is read (on the main thread, at once, without loading SheetJS):
 * a type other than .xlsx / .xls / .csv, a file over the size limit, an empty file.
 */
export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** Refusals that need no reading: the type by extension and the size. */
export function checkFile(name: string, size: number, t: Translate): SheetFileError | null {
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(name))) {
    return { code: 'type', message: t('import.errors.type', { name, types: ACCEPTED_EXTENSIONS.join(' / ') }) };
  }
  if (size > IMPORT_LIMITS.bytes) {
    return { code: 'size', message: t('import.errors.size', { size: (size / 1024 / 1024).toFixed(1), max: IMPORT_LIMITS.bytes / 1024 / 1024 }) };
  }
  if (size === 0) return { code: 'empty', message: t('import.errors.empty') };
  return null;
}

