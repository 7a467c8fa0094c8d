import en from '../en/import';
import { addMessages } from '../loading';
import zhCN from '../zh-CN/import';

/** Imported by every module that shows these messages (docs/decisions/340-messages-load-with-their-screen.md). */
addMessages('import', { 'zh-CN': zhCN, en });
