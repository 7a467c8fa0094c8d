import en from '../en/chatPolish';
import { addMessages } from '../loading';
import zhCN from '../zh-CN/chatPolish';

/** Imported by every module that shows these messages (docs/decisions/340-messages-load-with-their-screen.md). */
addMessages('chatPolish', { 'zh-CN': zhCN, en });
