import en from '../en/editor';
import { addMessages } from '../loading';
import zhCN from '../zh-CN/editor';

/** Imported by every module that shows these messages (docs/decisions/340-messages-load-with-their-screen.md). */
addMessages('editor', { 'zh-CN': zhCN, en });
