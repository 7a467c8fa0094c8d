import en from '../en/media';
import { addMessages } from '../loading';
import zhCN from '../zh-CN/media';

/** Imported by every module that shows these messages (docs/decisions/340-messages-load-with-their-screen.md). */
addMessages('media', { 'zh-CN': zhCN, en });
