export const RECONNECT_MS = 5000;
export const HEARTBEAT_MS = 20_000;
export const HEARTBEAT_TEXT = 'HeartBeat';

export interface SocketPush {
  cmd?: string;
  msgTxt?: string;
  msgId?: string | number;
}

type SocketFactory = (url: string) => WebSocket;

/**
 * The message websocket (spec §4): reconnects 5 s after a close or error with at most one attempt pending,
 * sends a heartbeat every 20 s, and reports `topic`/`user` pushes.
 */
export class MessageSocket {
  private socket: WebSocket | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly onPush: (push: SocketPush) => void,
    private readonly create: SocketFactory = (u) => new WebSocket(u),
  ) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    clearInterval(this.heartbeatTimer);
    const socket = this.socket;
    this.socket = undefined;
    socket?.close();
  }

  private connect(): void {
    let socket: WebSocket;
    try {
      socket = this.create(this.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.startHeartbeat();
    socket.onmessage = (event: MessageEvent) => this.receive(event.data);
    socket.onclose = () => this.lost(socket);
    socket.onerror = () => this.lost(socket);
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string' || data === HEARTBEAT_TEXT) return;
    try {
      const push = JSON.parse(data) as SocketPush;
      if (push.cmd === 'topic' || push.cmd === 'user') this.onPush(push);
    } catch {
      // Not JSON: nothing to act on.
    }
  }

  private lost(socket: WebSocket): void {
    if (socket !== this.socket) return;
    clearInterval(this.heartbeatTimer);
    this.socket = undefined;
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    // One attempt at a time: a close and an error for the same socket must not queue two reconnects.
    if (this.stopped || this.reconnectTimer !== undefined) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (!this.stopped) this.connect();
    }, RECONNECT_MS);
  }

  private startHeartbeat(): void {
    clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = setInterval(() => {
      if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(HEARTBEAT_TEXT);
    }, HEARTBEAT_MS);
  }
}

export function socketUrl(userId: string | number, token: string, location: Location = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/api/websocket/${encodeURIComponent(String(userId))}?token=${encodeURIComponent(token)}`;
}
