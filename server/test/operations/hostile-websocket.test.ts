import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { WS_LIMITS } from '../../src/app/websocket-limits.js';
import { sessionFor, userOf } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// What a signed-in client can make the server hold through the message websocket (issue 33 item 1): a flood of large
// messages once grew the server by 0.9 GB, kept for ever. Memory is measured in this process after a full collection,
// never by time.
let t: TestApp;
let url: string;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ logger: { write: (line) => void logLines.push(line) } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { userId } = await userOf(t, 'test123');
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${t.config.apiPrefix}/websocket/${userId}`;
});
afterAll(async () => t.close());

interface Client {
  ws: WebSocket;
  closed: Promise<{ code: number; reason: string }>;
}

async function connect(token: string): Promise<Client> {
  const ws = new WebSocket(`${url}?token=${token}`);
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  ws.on('error', () => undefined);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  // The heartbeat's answer proves the server has checked the token and subscribed the socket.
  const answered = new Promise((resolve) => ws.once('message', resolve));
  ws.send('HeartBeat');
  await answered;
  return { ws, closed };
}

/** Sends `count` messages as fast as the connection takes them, until the server closes the socket. */
async function flood(ws: WebSocket, count: number, message: Buffer | string): Promise<number> {
  let sent = 0;
  while (sent < count && ws.readyState === WebSocket.OPEN) {
    await new Promise<void>((resolve) => ws.send(message, () => resolve()));
    sent += 1;
  }
  return sent;
}

/** Heap and buffers held after a full collection. */
function retainedBytes(): number {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  gc();
  gc();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

const errorLines = () => logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);

describe('the message websocket under a flood', () => {
  it('closes a socket sending a message over the size limit with 1009, and keeps nothing of the flood', async () => {
    const token = await sessionFor(t, 'test123');
    const before = retainedBytes();
    const client = await connect(token);
    // 1,500 × 60 KB (90 MB) once stayed in the server's memory; the size limit now stops it at the first message.
    const sent = await flood(client.ws, 1_500, Buffer.alloc(60 * 1024, 'x'));
    expect(retainedBytes() - before).toBeLessThan(20 * 1024 * 1024);
    expect(sent).toBeLessThan(1_500);
    expect(await client.closed).toMatchObject({ code: 1009 });
    expect(errorLines()).toEqual([]);
  });

  it('closes a socket sending faster than the heartbeat’s rate with 1008, heartbeats counted too', async () => {
    const token = await sessionFor(t, 'test123');
    for (const message of ['x', 'HeartBeat']) {
      const client = await connect(token);
      await flood(client.ws, 15_000, message);
      expect(await client.closed, message).toEqual({ code: 1008, reason: 'too many messages' });
    }
  });

  it('keeps at most the limit of sockets per user: a new one closes the oldest with 1008', async () => {
    const token = await sessionFor(t, 'test123');
    const clients: Client[] = [];
    for (let i = 0; i <= WS_LIMITS.socketsPerUser; i += 1) clients.push(await connect(token));
    expect(await clients[0]!.closed).toEqual({ code: 1008, reason: 'replaced by a newer connection' });
    for (const client of clients.slice(1)) expect(client.ws.readyState).toBe(WebSocket.OPEN);
    for (const client of clients.slice(1)) client.ws.close();
  });
});
