import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { historyStyles, MessageBubble } from './MessageBubble';
import type { ChatMessage } from './types';
import '../../i18n/parts/chat';

/** Spec §3 "Chat window": the message pane has a maximum height of 468px. */
export const HISTORY_MAX_HEIGHT = 468;

/** A line of grey text where the history goes (no conversation chosen, or no message yet). */
export function HistoryPlaceholder({ text }: { text: string }) {
  return (
    <Box
      sx={{
        flex: '0 1 auto',
        height: HISTORY_MAX_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: 160,
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
}
const NEAR_BOTTOM_PX = 80;
const ESTIMATED_ROW_PX = 80;
/**
 * A conversation longer than this opens in two steps: its newest messages (more than a screenful
 * of the 468 px pane) are drawn first, the whole history right after, in a task of its own. On an
 * office PC (4× CPU throttle) opening 10,000 messages in one task took 270 ms (docs/performance.md
 * "Chat"); guessing and placing every row is the part that grows with the history.
 */
export const FIRST_SLICE = 40;

/**
 * A row's height before it is drawn, from its text: the time line, the bubble's padding and its
 * lines (14 px characters wrapping at about 30 a line, plus line breaks), an image 140 px. Close
 * guesses keep the newest message in place while the drawn rows replace them.
 */
export function estimateRow(message: ChatMessage | undefined): number {
  if (!message) return ESTIMATED_ROW_PX;
  const known = estimates.get(message);
  if (known !== undefined) return known;
  const frame = 12 + 20; // row padding, time line
  let height: number;
  if (message.format === 'image') height = frame + 140;
  else if (message.format === 'word') height = frame + 16 + 56;
  else {
    const text = message.revealedContent ?? message.messageContent ?? '';
    let lines = 0;
    for (const line of text.split('\n')) lines += Math.max(1, Math.ceil(line.length / 30));
    height = frame + 16 + lines * 22;
  }
  estimates.set(message, height);
  return height;
}

/** Guessed heights per message object (messages are immutable: a changed one is a new object). */
const estimates = new WeakMap<ChatMessage, number>();

/**
 * A drawn row's height as the browser's ResizeObserver reports it, after its own layout pass. A
 * row just mounted keeps its known or guessed height until then: reading offsetHeight per mounted
 * row forced a layout of the window for each of them (~0.5 s at 4× CPU throttle on opening 10,000
 * messages; docs/decisions/250-scale-work.md).
 */
function measureRow(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLDivElement, Element>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index);
}

export interface MessageHistoryProps {
  conversationKey: string;
  messages: ChatMessage[];
  revealing: ReadonlySet<string>;
  onReveal: (message: ChatMessage) => void;
}

/**
 * The history, virtualized (@tanstack/react-virtual) so a conversation of ten thousand messages
 * opens and scrolls without drawing them all. Opens at the newest message and follows new ones
 * while the reader is at the bottom.
 */
export function MessageHistory({ conversationKey, messages: all, revealing, onReveal }: MessageHistoryProps) {
  const translate = useTranslate();
  const scrollRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  // The conversation drawn whole; a newly opened long one shows its last FIRST_SLICE messages first.
  const [wholeKey, setWholeKey] = useState<string | null>(null);
  const sliced = wholeKey !== conversationKey && all.length > FIRST_SLICE;
  const offset = sliced ? all.length - FIRST_SLICE : 0;
  const messages = useMemo(() => (offset > 0 ? all.slice(offset) : all), [all, offset]);
  useEffect(() => {
    if (!sliced) return undefined;
    const timer = setTimeout(() => setWholeKey(conversationKey), 0);
    return () => clearTimeout(timer);
  }, [sliced, conversationKey]);
  // Stable per message list: a new key function makes the virtualizer recompute every row.
  const getItemKey = useCallback((index: number) => String(messages[index]?.id ?? index), [messages]);
  const estimateSize = useCallback((index: number) => estimateRow(messages[index]), [messages]);
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    measureElement: measureRow,
    // The virtualizer's own index (of the messages drawn); data-index is the message's place in the history.
    indexAttribute: 'data-row',
    overscan: 6,
    // Start at the newest message: the first paint already shows the end of a long history.
    initialOffset: () => messages.reduce((sum, message) => sum + estimateRow(message), 0),
    // First paint before the pane is measured (and environments without layout).
    initialRect: { width: 600, height: HISTORY_MAX_HEIGHT },
    getItemKey,
  });

  const scrollToEnd = useCallback(() => {
    if (messages.length > 0) virtualizer.scrollToIndex(messages.length - 1, { align: 'end' });
  }, [messages.length, virtualizer]);

  // Open at the newest message.
  useLayoutEffect(() => {
    atBottom.current = true;
    scrollToEnd();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the conversation changes
  }, [conversationKey]);

  // The whole history replaced the newest slice: the older rows went in above, so the reader
  // (at the newest message, or where they scrolled to within the slice) is put back in place
  // before the frame is painted.
  const sliceOffset = useRef(offset);
  useLayoutEffect(() => {
    const before = sliceOffset.current;
    sliceOffset.current = offset;
    if (before === 0 || offset !== 0) return;
    const el = scrollRef.current;
    if (atBottom.current || !el) scrollToEnd();
    else {
      let above = 0;
      for (let i = 0; i < before; i += 1) above += estimateRow(all[i]);
      virtualizer.scrollToOffset(el.scrollTop + above);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the slice goes
  }, [offset]);

  // Follow new messages when the reader is at the bottom, or when the new one is mine.
  const lastId = messages[messages.length - 1]?.id;
  const lastMine = messages[messages.length - 1]?.isMe;
  useEffect(() => {
    if (atBottom.current || lastMine) scrollToEnd();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reacting to the last message only
  }, [lastId]);

  // Stay pinned to the newest message while rows are measured or images load.
  const totalSize = virtualizer.getTotalSize();
  useEffect(() => {
    const el = scrollRef.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [totalSize]);

  const onScroll = () => {
    const el = scrollRef.current;
    if (el) atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
  };

  if (messages.length === 0) return <HistoryPlaceholder text={translate('chat.emptyHistory')} />;

  const items = virtualizer.getVirtualItems();
  return (
    <Box
      ref={scrollRef}
      onScroll={onScroll}
      role="log"
      aria-label={translate('chat.history')}
      aria-live="polite"
      data-testid="chat-history"
      tabIndex={0}
      sx={[
        {
          flex: '0 1 auto',
          height: HISTORY_MAX_HEIGHT,
          maxHeight: HISTORY_MAX_HEIGHT,
          minHeight: 160,
          overflowY: 'auto',
          contain: 'strict',
        },
        historyStyles,
      ]}
    >
      <Box sx={{ height: totalSize, position: 'relative', width: '100%' }}>
        <Box
          sx={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${items[0]?.start ?? 0}px)`,
          }}
        >
          {items.map((item) => {
            const message = messages[item.index];
            return (
              <div key={item.key} data-row={item.index} data-index={offset + item.index} ref={virtualizer.measureElement}>
                <MessageBubble message={message} revealing={revealing.has(String(message.id))} onReveal={onReveal} />
              </div>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
