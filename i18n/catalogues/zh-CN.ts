import { mergeCatalogue, type Messages } from '../locales';

/** Every zh-CN message file, merged: loaded whole, alone (i18n/loading.ts) or with English (i18n/index.ts). */
const catalogue: Messages = mergeCatalogue(import.meta.glob<{ default: Messages }>('../zh-CN/*.ts', { eager: true }));
export default catalogue;
