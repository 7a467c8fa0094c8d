import { mergeCatalogue, type Messages } from '../locales';

/** Every English message file, merged: loaded whole, alone (i18n/loading.ts) or with zh-CN (i18n/index.ts). */
const catalogue: Messages = mergeCatalogue(import.meta.glob<{ default: Messages }>('../en/*.ts', { eager: true }));
export default catalogue;
