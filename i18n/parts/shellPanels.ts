import en from '../en/shellPanels';
import { addMessages } from '../loading';
import zhCN from '../zh-CN/shellPanels';

/** Imported by every module that shows these messages (docs/decisions/340-messages-load-with-their-screen.md). */
addMessages('shellPanels', { 'zh-CN': zhCN, en });
