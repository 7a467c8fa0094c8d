import en from '../en/engineOnDemand';
import { addMessages } from '../loading';
import zhCN from '../zh-CN/engineOnDemand';

/** Imported by every module that shows these messages (docs/decisions/340-messages-load-with-their-screen.md). */
addMessages('engineOnDemand', { 'zh-CN': zhCN, en });
