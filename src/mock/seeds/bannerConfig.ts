import bannerConfig from '../../../schemas/bannerConfig';
import { demoMediaUrl } from '../demoMedia';
import { defineSeed } from '../defineSeed';

const TITLES: Record<1 | 2, readonly string[]> = {
  1: ['双十一全球采购节主会场', '春季家居新品首发', '工厂直供 · 源头好货', '中东斋月备货专场', '跨境物流 7 日达', '夏季服装清仓特卖', '新客首单立减 50 美元'],
  2: ['H5 限时秒杀', '手机端新人专享礼包', '爆款榜单 · 每周更新', '开学季文具批发', '东南亚热销好物', '直播选品会'],
};

export const seed = defineSeed(bannerConfig, {
  count: 13,
  make: (i) => {
    const type = (i < 7 ? 1 : 2) as 1 | 2;
    const n = type === 1 ? i : i - 7;
    return {
      type,
      title: TITLES[type][n],
      imageUrl: demoMediaUrl(`banner-${type === 1 ? 'web' : 'h5'}-${n + 1}`),
      linkUrl: n % 3 === 2 ? null : `https://shop.hongyun-trade.cn/${type === 1 ? 'activity' : 'm/activity'}/${2026001 + n}`,
      sortOrder: n * 10,
      market: (n % 4 === 3 ? 0 : 1) as 0 | 1,
      remark: n === 0 ? '首页第一屏' : null,
    };
  },
});
