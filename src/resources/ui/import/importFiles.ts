import type { AnyResourceSchema } from '../../defineResource';
import { errorSheet } from '../../sheets/errorSheet';
import type { ImportEnv } from '../../sheets/profile';
import type { AnyImportProfile } from '../../sheets/profiles';
import type { SheetPreview, Translate } from '../../sheets/sheetTypes';
import { templateOptions, templateSheet } from '../../sheets/templateSheet';
import { downloadBlob, writeWorkbook } from '../../sheets/workbook';
import '../../../../i18n/parts/import';

/**
 * The two files the import writes, through the one .xlsx writer (../../sheets/workbook.ts,
 * loaded with the dialog or on the first click): the template and the error sheet.
 */
const listName = (schema: AnyResourceSchema, t: Translate) => t(`resources.${schema.name}.name`);

const stamp = () => {
  const d = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${two(d.getMonth() + 1)}${two(d.getDate())}-${two(d.getHours())}${two(d.getMinutes())}`;
};

export async function downloadTemplate(schema: AnyResourceSchema, profile: AnyImportProfile, env: ImportEnv): Promise<void> {
  const t = env.translate;
  const options = await templateOptions(schema, profile, env);
  const sheet = templateSheet({ schema, profile, t, options });
  const blob = await writeWorkbook([sheet], { mode: 'thread' });
  const name = profile.templateName?.(t) ?? t('import.templateFile.fileName', { name: listName(schema, t) });
  downloadBlob(blob, `${name}.xlsx`);
}

/** The rows not imported (refused in the preview, or failed / cancelled when sent) with a 错误 column; false when there are none. */
export async function downloadErrorSheet(schema: AnyResourceSchema, preview: SheetPreview, failures: ReadonlyMap<string, string>, t: Translate): Promise<boolean> {
  const sheet = errorSheet(preview, failures, t);
  if (!sheet) return false;
  const blob = await writeWorkbook([sheet]);
  downloadBlob(blob, `${t('import.templateFile.errorFileName', { name: listName(schema, t) })}-${stamp()}.xlsx`);
  return true;
}
