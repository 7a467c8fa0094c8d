import en from '../en/chat';
import { addMessages } from '../loading';
import zhCN from '../zh-CN/chat';

/** Imported by every module that shows these messages (docs/decisions/340-messages-load-with-their-screen.md). */
addMessages('chat', { 'zh-CN': zhCN, en });
