import en from '../en/dashboard';
import { addMessages } from '../loading';
import zhCN from '../zh-CN/dashboard';

/** Imported by every module that shows these messages (docs/decisions/340-messages-load-with-their-screen.md). */
addMessages('dashboard', { 'zh-CN': zhCN, en });
