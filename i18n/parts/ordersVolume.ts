import en from '../en/ordersVolume';
import { addMessages } from '../loading';
import zhCN from '../zh-CN/ordersVolume';

/** Imported by every module that shows these messages (docs/decisions/340-messages-load-with-their-screen.md). */
addMessages('ordersVolume', { 'zh-CN': zhCN, en });
