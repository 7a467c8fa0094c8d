import { http, HttpResponse, ws } from 'msw';
import { businessError, ok, route } from '../respond';
import { markRead, plaintext, sendMessage } from '../../chat/chat.calls';
import { queryUnread } from '../../dataProvider/unreadMessages.calls';
import { defineCollection, formatDateTime } from '../db';
import { sessions } from '../sessions';
import { DEMO_ACCOUNT } from './auth';

/**
 * Stand-in chat host (docs/spec.md §7 chat rows, "Realtime socket"; docs/design.md chat contract details):
 * the four message calls (strict; answers carry code "200" as a string) and a WebSocket at
 * `/websocket?token=` speaking the frame protocol. Demo buyers answer a sent message after a
 * short delay with a push frame.
 */
interface MessageRow {
  id: number;
  sender: number;
  senderType: number;
  senderName: string;
  senderAvatar: string;
  receiver: number;
  receiverType: number;
  receiverName: string;
  receiverAvatar: string;
  messageType: string;
  messageContent: string;
  /** Stand-in only: the real text behind a masked message. */
  plaintext?: string;
  readStatus: number;
  readTime: string | null;
  createTime: string;
  updateTime: string;
}

/** The demo account is a merchant (userType '0'), so its chat id is the merchantId (docs/spec.md §6). */
const MERCHANT = {
  id: Number(DEMO_ACCOUNT.user.merchantId),
  type: 0,
  name: DEMO_ACCOUNT.user.company,
  avatar: DEMO_ACCOUNT.user.userAvatar,
};

interface Buyer {
  id: number;
  name: string;
  replies: string[];
}

export const DEMO_BUYERS: readonly Buyer[] = [
  {
    id: 30001,
    name: '刘洋',
    replies: [
      '好的，收到。保温杯 500ml 的 1000 件能做到什么价格？',
      '定制 logo 是丝印还是激光雕刻？',
      '可以，先安排一个样品寄到迪拜吧。',
    ],
  },
  {
    id: 30002,
    name: '陈静',
    replies: [
      '明白了，2000 件的话希望单价能再降 3%。',
      '羽绒服的交期大概需要几天？',
      '好的，我和老板确认一下尽快回复您。',
    ],
  },
  {
    id: 30003,
    name: '赵磊',
    replies: ['太好了，麻烦把认证证书发我一份。', '海运到桑托斯港一般 35 天左右对吧？', '那我们先下 300 套试单。'],
  },
  {
    id: 30004,
    name: '孙丽',
    replies: ['谢谢！目录收到后我挑好款式发您。', '发饰每款可以混色吗？', '付款方式还是和上次一样 T/T 30% 定金。'],
  },
  {
    id: 30005,
    name: '周强',
    replies: ['那 220V 的款式起订量多少米？', '防水等级是 IP65 吗？', '好的，麻烦报一下到曼谷的运费。'],
  },
  {
    id: 30006,
    name: '黄敏',
    replies: ['每款 50 件可以混批太好了。', '包装可以用中性包装吗？', '我先下单，麻烦尽快安排发货。'],
  },
];

/** Stand-in pictures for the seeded image message. */
const DEMO_IMAGE_PATH = '/chat/demo-images';
function origin(): string {
  return globalThis.location?.origin && globalThis.location.origin !== 'null'
    ? globalThis.location.origin
    : 'http://localhost';
}
export function demoImageUrl(name: string): string {
  return `${origin()}${DEMO_IMAGE_PATH}/${name}`;
}

const MASKED_SECRET = '我的微信号是 chenjing_msk2026，方便的话加我细聊。';

function seed(): MessageRow[] {
  const rows: Array<Omit<MessageRow, 'id'>> = [];
  const add = (buyerId: number, time: string, content: string, extra: Partial<MessageRow> = {}) => {
    const buyer = DEMO_BUYERS.find((b) => b.id === buyerId)!;
    rows.push({
      sender: buyer.id,
      senderType: 1,
      senderName: buyer.name,
      senderAvatar: '',
      receiver: MERCHANT.id,
      receiverType: MERCHANT.type,
      receiverName: MERCHANT.name,
      receiverAvatar: MERCHANT.avatar,
      messageType: '0',
      messageContent: content,
      readStatus: 0,
      readTime: null,
      createTime: time,
      updateTime: time,
      ...extra,
    });
  };
  add(30001, '2026-11-20 09:12:05', '您好，我是迪拜的百货批发商，想了解一下你们的不锈钢保温杯。');
  add(30001, '2026-11-20 09:13:40', '500ml 的款式起订量是多少？能做定制 logo 吗？');
  add(30001, '2026-11-20 09:15:02', demoImageUrl('cup-sample.svg'), { messageType: '1' });
  add(30002, '2026-11-20 14:20:11', '上次的羽绒服样品收到了，做工很不错。');
  add(30002, '2026-11-20 14:21:30', '我们想下 2000 件的订单，价格能再优惠一些吗？');
  add(30002, '2026-11-20 14:22:48', '*'.repeat(16), { plaintext: MASKED_SECRET });
  add(30003, '2026-11-21 08:05:19', '请问蓝牙耳机有 CE 和 FCC 认证吗？');
  add(30003, '2026-11-21 08:06:02', '规格参考这个页面 https://example.com/specs/tws-earbuds ，到巴西海运大概多久？');
  add(30004, '2026-11-21 10:30:45', '货已经收到了，一共 36 箱，没有破损，谢谢！');
  add(30004, '2026-11-21 10:31:20', '下一批想加 10 个款式的发饰，可以发一份最新的产品目录吗？');
  add(30005, '2026-11-21 16:45:33', '你好，LED 灯带支持 220V 吗？');
  add(30006, '2026-11-22 07:58:09', '请问可以混批吗？每款 50 件。');
  return rows.map((row, index) => ({ ...row, id: 50001 + index }));
}

export const chatMessages = defineCollection<MessageRow>('chatMessages', seed);

const FORMAT_TO_TYPE = { text: '0', image: '1', word: '5' } as const;
const formatOf = (messageType: string) =>
  messageType === '1' ? 'image' : ['5', '6', '7'].includes(messageType) ? 'word' : 'text';

function publicRecord(row: MessageRow): Omit<MessageRow, 'plaintext'> {
  const { plaintext: _secret, ...rest } = row;
  void _secret;
  return rest;
}

const chatOk = <T>(data: T) => ok(data, { code: '200' });

// ---------------------------------------------------------------- realtime

type Client = Parameters<Parameters<ReturnType<typeof ws.link>['addEventListener']>[1]>[0]['client'];
const boundClients = new Map<Client, string>();
export const PING_INTERVAL_MS = 20_000;

function pushFrame(row: MessageRow) {
  return JSON.stringify({
    type: 2,
    content: {
      ...publicRecord(row),
      action: 1,
      title: row.senderName,
      content: row.messageContent,
      format: formatOf(row.messageType),
      extra: '',
    },
  });
}

function push(row: MessageRow): void {
  for (const [client, uid] of boundClients) {
    if (uid === String(row.receiver)) client.send(pushFrame(row));
  }
}

/** Test hook: how long a demo buyer takes to answer (0 = never, the default under vitest). */
let replyDelayMs = import.meta.env.VITEST ? 0 : 1200;
export function setReplyDelay(ms: number): void {
  replyDelayMs = ms;
}
const replyCounters = new Map<number, number>();

function replyText(buyer: Buyer, sent: MessageRow): string {
  if (sent.messageType === '1') return '图片收到了，这款还有其他颜色吗？';
  if (['5', '6', '7'].includes(sent.messageType)) return '文件收到了，我们内部评估一下，明天给您答复。';
  if (/价|报价|多少钱|优惠/.test(sent.messageContent)) return '这个价格我们能接受，请发一份正式的形式发票（PI）。';
  if (/样品/.test(sent.messageContent)) return '样品费可以在大货里抵扣吗？';
  if (/发货|物流|运费|海运|空运/.test(sent.messageContent)) return '好的，麻烦发货后把运单号发给我。';
  const n = replyCounters.get(buyer.id) ?? 0;
  replyCounters.set(buyer.id, n + 1);
  return buyer.replies[n % buyer.replies.length];
}

function scheduleReply(sent: MessageRow): void {
  const buyer = DEMO_BUYERS.find((b) => b.id === sent.receiver);
  if (!buyer || replyDelayMs <= 0) return;
  setTimeout(() => {
    const now = formatDateTime();
    const row = chatMessages.insert({
      sender: buyer.id,
      senderType: 1,
      senderName: buyer.name,
      senderAvatar: '',
      receiver: sent.sender,
      receiverType: sent.senderType,
      receiverName: sent.senderName,
      receiverAvatar: sent.senderAvatar,
      messageType: '0',
      messageContent: replyText(buyer, sent),
      readStatus: 0,
      readTime: null,
      createTime: now,
      updateTime: now,
    } as MessageRow);
    push(row);
  }, replyDelayMs);
}

const realtime = ws.link('*/websocket');

/** Sockets the stand-in accepted and still holds, with the token each one came with. */
const openClients = new Map<Client, string>();
/** Test and demo switch: the chat host is down (every upgrade is refused). */
let socketDown = false;

/**
 * What a browser sees when the server answers the upgrade with an HTTP status (docs/design.md: a
 * refused token gets HTTP 401) or nobody answers: an `error`, then a `close`, and never `open`.
 * The status itself is invisible to the page. Closing inside the connection listener keeps the
 * stand-in socket from ever opening.
 */
function refuseUpgrade(client: Client): void {
  // The interceptor's client connection holds the page's socket; msw's type does not list it.
  const socket = (client as unknown as { socket?: EventTarget }).socket;
  socket?.dispatchEvent(new Event('error'));
  client.close(1006, '');
}

export const chatSocketControl = {
  /** The chat host goes down (open sockets drop, upgrades are refused) or comes back. */
  setDown(down: boolean): void {
    socketDown = down;
    if (down) chatSocketControl.drop();
  },
  /** Every open socket drops, as when the chat host restarts. */
  drop(): void {
    for (const client of [...openClients.keys()]) client.close(1012, 'service restart');
  },
  /** The tokens of the open sockets expire: the sockets drop and their upgrades are refused. */
  expireTokens(): void {
    for (const [client, token] of [...openClients]) {
      sessions.revoke(token);
      client.close(1008, 'token expired');
    }
  },
  /** Upgrades seen since the page loaded (accepted or refused). */
  attempts: 0,
};

// Demo mode in the browser: the Chromium suite drives the switch (the stand-in is never bundled
// for a real backend).
if (typeof window !== 'undefined' && !import.meta.env.VITEST) {
  (window as unknown as { __supplierDemoChat: typeof chatSocketControl }).__supplierDemoChat = chatSocketControl;
}

export const wsHandlers = [
  realtime.addEventListener('connection', ({ client }) => {
    chatSocketControl.attempts += 1;
    const token = client.url.searchParams.get('token');
    if (socketDown || !token || !sessions.isValid(token)) {
      refuseUpgrade(client);
      return;
    }
    openClients.set(client, token);
    const ping = setInterval(() => client.send(JSON.stringify({ type: 1, content: 'ping' })), PING_INTERVAL_MS);
    client.addEventListener('message', (event) => {
      if (typeof event.data !== 'string') return;
      let frame: { type?: number; content?: { key?: string; data?: { uid?: unknown } } };
      try {
        frame = JSON.parse(event.data);
      } catch {
        return;
      }
      if (frame.type !== 3 || !frame.content) return;
      if (frame.content.key === 'client_bind') {
        const uid = frame.content.data?.uid;
        if (uid === undefined || uid === null) {
          client.send(
            JSON.stringify({
              type: 4,
              content: { key: 'client_handshake', code: 400, message: '缺少 uid', data: null },
            }),
          );
          return;
        }
        boundClients.set(client, String(uid));
        client.send(
          JSON.stringify({
            type: 4,
            content: { key: 'client_handshake', code: 200, message: 'success', data: { uid } },
          }),
        );
      } else if (frame.content.key === 'client_closed') {
        boundClients.delete(client);
      }
    });
    client.addEventListener('close', () => {
      clearInterval(ping);
      boundClients.delete(client);
      openClients.delete(client);
    });
  }),
];

// ---------------------------------------------------------------- HTTP


const MAX_TEXT = 2000;

export const handlers = [
  http.get(
    `*${DEMO_IMAGE_PATH}/:name`,
    () => new HttpResponse(CUP_SVG, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' } }),
  ),

  route(
    sendMessage,
    ({ body }) => {
      if (String(body.sender) !== String(MERCHANT.id)) return businessError('发送人与当前登录账号不符');
      const buyer = DEMO_BUYERS.find((b) => String(b.id) === String(body.receiver));
      if (!buyer) return businessError('接收人不存在');
      if (body.format === 'text' && body.content.trim() === '') return businessError('消息内容不能为空');
      if (body.content.length > MAX_TEXT) return businessError(`消息内容不能超过${MAX_TEXT}个字符`);
      if (body.format !== 'text' && !/^https?:\/\//.test(body.content)) return businessError('文件地址无效');
      const now = formatDateTime();
      const row = chatMessages.insert({
        sender: MERCHANT.id,
        senderType: Number(body.senderType),
        senderName: body.senderName,
        senderAvatar: body.senderAvatar,
        receiver: buyer.id,
        receiverType: Number(body.receiverType),
        receiverName: body.receiverName || buyer.name,
        receiverAvatar: body.receiverAvatar,
        messageType: FORMAT_TO_TYPE[body.format],
        messageContent: body.content,
        readStatus: 0,
        readTime: null,
        createTime: now,
        updateTime: now,
      } as MessageRow);
      scheduleReply(row);
      return chatOk(row.id);
    },
  ),

  route(
    markRead,
    ({ body }) => {
      const now = formatDateTime();
      for (const messageId of body) {
        const row = chatMessages.find(messageId);
        if (row && row.receiver === MERCHANT.id && row.readStatus === 0)
          chatMessages.update(row.id, { readStatus: 1, readTime: now, updateTime: now });
      }
      return chatOk(true);
    },
  ),

  route(
    queryUnread,
    ({ params }) => {
      const receiver = String(params.id);
      const unread = chatMessages
        .all()
        .filter((m) => String(m.receiver) === receiver && m.readStatus === 0)
        .sort((a, b) => (a.createTime < b.createTime ? -1 : a.createTime > b.createTime ? 1 : a.id - b.id));
      const bySender = new Map<number, MessageRow[]>();
      for (const m of unread) bySender.set(m.sender, [...(bySender.get(m.sender) ?? []), m]);
      return chatOk(
        [...bySender.values()].map((messages) => ({
          sender: messages[0].sender,
          senderType: messages[0].senderType,
          senderName: messages[0].senderName,
          senderAvatar: messages[0].senderAvatar,
          messages: messages.map(publicRecord),
        })),
      );
    },
  ),

  route(plaintext, ({ params }) => {
    const row = chatMessages.find(params.id);
    if (!row || (row.receiver !== MERCHANT.id && row.sender !== MERCHANT.id)) return businessError('消息不存在');
    return chatOk({ id: row.id, messageContent: row.plaintext ?? row.messageContent });
  }),
];

const CUP_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">
<rect width="480" height="360" fill="#eef3f8"/>
<rect x="170" y="70" width="140" height="230" rx="22" fill="#5b7fa6"/>
<rect x="170" y="70" width="140" height="36" rx="14" fill="#3d5a7a"/>
<rect x="190" y="140" width="100" height="60" rx="8" fill="#ffffff" opacity="0.85"/>
<text x="240" y="178" font-size="22" text-anchor="middle" fill="#3d5a7a" font-family="sans-serif">LOGO</text>
<text x="240" y="335" font-size="18" text-anchor="middle" fill="#55606e" font-family="sans-serif">500ml stainless steel tumbler</text>
</svg>`;
