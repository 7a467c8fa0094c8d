import type { Frame, Transport, TransportEvents } from '../protocol';

/** A transport the test drives by hand: open it, feed frames, drop it, read what was sent. */
export class FakeTransport implements Transport {
  events?: TransportEvents;
  sent: Frame[] = [];
  closed = false;

  connect(events: TransportEvents): void {
    this.events = events;
  }
  send(frame: Frame): void {
    this.sent.push(frame);
  }
  close(): void {
    this.closed = true;
  }
  open(): void {
    this.events?.open();
  }
  receive(frame: Frame): void {
    this.events?.frame(frame);
  }
  drop(): void {
    this.events?.close();
  }
}
