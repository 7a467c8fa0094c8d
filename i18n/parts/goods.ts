import en from '../en/goods';
import { addMessages } from '../loading';
import zhCN from '../zh-CN/goods';

/** Imported by every module that shows these messages (docs/decisions/340-messages-load-with-their-screen.md). */
addMessages('goods', { 'zh-CN': zhCN, en });
