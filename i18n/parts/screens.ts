import en from '../en/screens';
import { addMessages } from '../loading';
import zhCN from '../zh-CN/screens';

/** Imported by every module that shows these messages (docs/decisions/340-messages-load-with-their-screen.md). */
addMessages('screens', { 'zh-CN': zhCN, en });
