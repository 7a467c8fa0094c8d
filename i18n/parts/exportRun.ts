import en from '../en/exportRun';
import { addMessages } from '../loading';
import zhCN from '../zh-CN/exportRun';

/** Imported by every module that shows these messages (docs/decisions/340-messages-load-with-their-screen.md). */
addMessages('exportRun', { 'zh-CN': zhCN, en });
