import type { Frame, Transport, TransportEvents } from '../protocol';

/** The default transport: the browser's WebSocket, JSON text frames. */
export function createWebSocketTransport(url: string, WebSocketImpl: typeof WebSocket = WebSocket): Transport {
  let socket: WebSocket | undefined;
  return {
    connect(events: TransportEvents) {
      socket = new WebSocketImpl(url);
      socket.onopen = () => events.open();
      socket.onmessage = (event: MessageEvent) => {
        if (typeof event.data !== 'string') return;
        try {
          events.frame(JSON.parse(event.data) as Frame);
        } catch {
          /* not a frame: ignored */
        }
      };
      socket.onerror = (error) => events.error?.(error);
      socket.onclose = () => events.close();
    },
    send(frame: Frame) {
      if (socket?.readyState === WebSocketImpl.OPEN) socket.send(JSON.stringify(frame));
    },
    close() {
      const current = socket;
      socket = undefined;
      if (!current) return;
      current.onclose = null;
      current.onmessage = null;
      current.close();
    },
  };
}
