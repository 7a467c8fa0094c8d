import { mergeCatalogue, type Messages } from '../locales';

/**
 * The zh-CN messages the console loads at start (i18n/loading.ts): every file but the features'
 * parts, which load with the code that shows them (i18n/parts/, the same list in en.ts and
 * i18n/parts.test.ts, docs/decisions/340-messages-load-with-their-screen.md). i18n/index.ts adds
 * the parts for the stand-in, scripts and tests.
 */
const catalogue: Messages = mergeCatalogue(
  import.meta.glob<{ default: Messages }>(
    ['../zh-CN/*.ts', '!../zh-CN/{chat,chatPolish,dashboard,editor,engineOnDemand,exportProgress,goods,goodsPolish,import,media,orderScreens,ordersVolume,savedFilters,screens,shellPanels}.ts'],
    { eager: true },
  ),
);
export default catalogue;
