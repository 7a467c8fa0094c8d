import en from '../en/savedFilters';
import { addMessages } from '../loading';
import zhCN from '../zh-CN/savedFilters';

/** Imported by every module that shows these messages (docs/decisions/340-messages-load-with-their-screen.md). */
addMessages('savedFilters', { 'zh-CN': zhCN, en });
