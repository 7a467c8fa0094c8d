import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import { historyStyles, MessageBubble } from './MessageBubble';
import type { ChatMessage } from './types';

/** Spec §3 "Chat window": the message pane has a maximum height of 468px. */
export const HISTORY_MAX_HEIGHT = 468;

/** A line of grey text where the history goes (no conversation chosen, or no message yet). */
export function HistoryPlaceholder({ text }: { text: string }) {
  return (
    <Box sx={{ flex: '0 1 auto', height: HISTORY_MAX_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 160 }}>
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
}
const NEAR_BOTTOM_PX = 80;
const ESTIMATED_ROW_PX = 80;
const estimateSize = () => ESTIMATED_ROW_PX;

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
export function MessageHistory({ conversationKey, messages, revealing, onReveal }: MessageHistoryProps) {
  const translate = useTranslate();
  const scrollRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  // Stable per message list: a new key function makes the virtualizer recompute every row.
  const getItemKey = useCallback((index: number) => String(messages[index]?.id ?? index), [messages]);
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan: 6,
    // Start at the newest message: the first paint already shows the end of a long history.
    initialOffset: () => messages.length * ESTIMATED_ROW_PX,
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
              <div key={item.key} data-index={item.index} ref={virtualizer.measureElement}>
                <MessageBubble message={message} revealing={revealing.has(String(message.id))} onReveal={onReveal} />
              </div>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
