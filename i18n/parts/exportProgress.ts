import en from '../en/exportProgress';
import { addMessages } from '../loading';
import zhCN from '../zh-CN/exportProgress';

/** Imported by every module that shows these messages (docs/decisions/340-messages-load-with-their-screen.md). */
addMessages('exportProgress', { 'zh-CN': zhCN, en });
