import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_MS, MessageSocket, RECONNECT_MS, socketUrl } from './messageSocket';

class FakeSocket {
  static created: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.created.push(this);
  }
  send(text: string): void {
    this.sent.push(text);
  }
  close(): void {
    this.readyState = 3;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.();
  }
}

const start = (onPush = vi.fn()) => {
  const socket = new MessageSocket('ws://h/api/websocket/7?token=t', onPush, (u) => new FakeSocket(u) as unknown as WebSocket);
  socket.start();
  return { socket, onPush };
};

beforeEach(() => {
  FakeSocket.created = [];
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', { OPEN: 1 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('message websocket', () => {
  it('reconnects 5 s after a close, once even when error and close both fire', () => {
    const { socket } = start();
    const first = FakeSocket.created[0];
    first?.onerror?.();
    first?.onclose?.();
    vi.advanceTimersByTime(RECONNECT_MS - 1);
    expect(FakeSocket.created).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.created).toHaveLength(2);
    vi.advanceTimersByTime(RECONNECT_MS * 3);
    expect(FakeSocket.created).toHaveLength(2);
    socket.stop();
  });

  it('sends HeartBeat every 20 s while open', () => {
    const { socket } = start();
    const ws = FakeSocket.created[0];
    ws?.open();
    vi.advanceTimersByTime(HEARTBEAT_MS - 1);
    expect(ws?.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ws?.sent).toEqual(['HeartBeat']);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(ws?.sent).toEqual(['HeartBeat', 'HeartBeat']);
    socket.stop();
  });

  it('reports topic and user pushes only', () => {
    const { socket, onPush } = start();
    const ws = FakeSocket.created[0];
    ws?.onmessage?.({ data: 'HeartBeat' });
    ws?.onmessage?.({ data: JSON.stringify({ cmd: 'heartcheck' }) });
    ws?.onmessage?.({ data: JSON.stringify({ cmd: 'user', msgTxt: 'x', msgId: 1 }) });
    ws?.onmessage?.({ data: JSON.stringify({ cmd: 'topic', msgTxt: 'y' }) });
    expect(onPush).toHaveBeenCalledTimes(2);
    socket.stop();
  });

  it('does not reconnect after stop', () => {
    const { socket } = start();
    socket.stop();
    FakeSocket.created[0]?.onclose?.();
    vi.advanceTimersByTime(RECONNECT_MS * 2);
    expect(FakeSocket.created).toHaveLength(1);
  });

  it('builds ws/wss addresses under /api/websocket', () => {
    expect(socketUrl(7, 'a b', { protocol: 'https:', host: 'erp.cn' } as Location)).toBe('wss://erp.cn/api/websocket/7?token=a%20b');
  });
});
