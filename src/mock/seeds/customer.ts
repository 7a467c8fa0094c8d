import customer from '../../../schemas/customer';
import { defineSeed } from '../defineSeed';

const COMPANIES = [
  ['迪拜金沙贸易有限公司', 'Ahmed Hassan', '阿联酋'],
  ['曼谷暹罗百货批发行', 'Somchai Wong', '泰国'],
  ['拉各斯明星进出口公司', 'Chinedu Okafor', '尼日利亚'],
  ['圣保罗巴西之家商贸', 'Lucas Silva', '巴西'],
  ['莫斯科北极星供应链', 'Ivan Petrov', '俄罗斯'],
  ['吉隆坡双子星贸易', 'Tan Wei Ming', '马来西亚'],
  ['墨西哥城阳光百货', 'María López', '墨西哥'],
  ['汉堡欧洲采购中心', 'Jonas Becker', '德国'],
  ['胡志明市兴隆商行', 'Nguyễn Văn An', '越南'],
  ['利雅得绿洲批发', 'Faisal Al-Saud', '沙特阿拉伯'],
  ['洛杉矶太平洋进口公司', 'Kevin Brown', '美国'],
  ['雅加达千岛贸易', 'Budi Santoso', '印度尼西亚'],
  ['内罗毕东非商贸', 'James Mwangi', '肯尼亚'],
] as const;
const CITIES: Record<string, string> = {
  阿联酋: '迪拜市德拉区',
  泰国: '曼谷市帕那空区',
  尼日利亚: '拉各斯州伊凯贾',
  巴西: '圣保罗州圣保罗市',
  俄罗斯: '莫斯科市中央区',
  马来西亚: '吉隆坡武吉免登',
  墨西哥: '墨西哥城库奥特莫克区',
  德国: '汉堡市阿尔托纳区',
  越南: '胡志明市第一郡',
  沙特阿拉伯: '利雅得市奥拉亚区',
  美国: '加利福尼亚州洛杉矶',
  印度尼西亚: '雅加达中区',
  肯尼亚: '内罗毕市西区',
};

export const seed = defineSeed(customer, {
  count: 26,
  make: (i, rand) => {
    const [company, contact, country] = COMPANIES[i % COMPANIES.length];
    const branch = i >= COMPANIES.length ? `（${['二', '三'][Math.floor(i / COMPANIES.length) - 1] ?? '分'}号店）` : '';
    const slug = contact.toLowerCase().replace(/[^a-z]+/g, '.').replace(/^\.|\.$/g, '');
    return {
      purchaserName: `${company}${branch}`,
      contactName: contact,
      email: `${slug}${i >= COMPANIES.length ? i : ''}@buyer-mail.com`,
      phone: `+${[971, 66, 234, 55, 7, 60, 52, 49, 84, 966, 1, 62, 254][i % COMPANIES.length]} ${String(300000000 + Math.floor(rand() * 600000000))}`,
      country,
      level: ((i % 5) % 3 + 1) as 1 | 2 | 3,
      accountManagerId: i % 4 === 3 ? null : (i % 6) + 1,
      orderCount: Math.floor(rand() * 60),
      totalAmount: Math.round(rand() * 8000000) / 100,
      address: `${CITIES[country]} ${10 + i} 号商业中心 ${((i * 7) % 20) + 1} 层`,
    };
  },
});
