import en from '../en/goodsPolish';
import { addMessages } from '../loading';
import zhCN from '../zh-CN/goodsPolish';

/** Imported by every module that shows these messages (docs/decisions/340-messages-load-with-their-screen.md). */
addMessages('goodsPolish', { 'zh-CN': zhCN, en });
