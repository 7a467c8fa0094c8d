import en from '../en/orderScreens';
import { addMessages } from '../loading';
import zhCN from '../zh-CN/orderScreens';

/** Imported by every module that shows these messages (docs/decisions/340-messages-load-with-their-screen.md). */
addMessages('orderScreens', { 'zh-CN': zhCN, en });
