import WebIcon from '@mui/icons-material/WebOutlined';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphoneOutlined';
import { bannerApi, bannerFields, BANNER_TYPE } from '../../../schemas/bannerConfig';
import { defineResource } from '../../resources/defineResource';

/**
 * The spec's two banner screens over one backend entity (schemas/bannerConfig.ts): Web 维护 and
 * H5 维护 are the banner schema without its `type` field; banners.adapter.ts fixes `type` in
 * every list filter and save. Not in schemas/, so they add no stand-in handlers of their own.
 */
const common = {
  api: bannerApi,
  fields: bannerFields,
  recordLabel: 'title',
  defaultSort: { field: 'sortOrder', order: 'ASC' },
} as const;

export const bannerWeb = defineResource({
  ...common,
  name: 'bannerWeb',
  routes: { list: '/bannerManage' },
  menu: { group: 'screen', icon: WebIcon, order: 10 },
});

export const bannerH5 = defineResource({
  ...common,
  name: 'bannerH5',
  routes: { list: '/H5Maintenance' },
  menu: { group: 'screen', icon: PhoneIphoneIcon, order: 20 },
});

export const BANNER_SCREENS = [
  { schema: bannerWeb, type: BANNER_TYPE.web },
  { schema: bannerH5, type: BANNER_TYPE.h5 },
] as const;
