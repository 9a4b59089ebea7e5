import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app/build-app.js';
import { loadConfig } from '../../src/app/config.js';
import { createLocalBus } from '../../src/app/message-bus.js';
import { createTestDatabase, TEST_TIME_ZONE, type TestDatabase } from '../support/test-db.js';

// `npm start` at a terminal (LOG_FORMAT=pretty there): readable lines, requests only at debug; JSON stays for production.

describe('request logs by format', () => {
  let database: TestDatabase;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    database = await createTestDatabase('reference');
  });
  afterEach(async () => close?.());
  afterAll(async () => database.drop());

  async function logsOf(env: Record<string, string>): Promise<string[]> {
    const lines: string[] = [];
    const config = { ...loadConfig({ APP_TIME_ZONE: TEST_TIME_ZONE, ...env }), webDir: '/nonexistent' };
    const { app } = await buildApp({ db: database.handle.db, config, bus: createLocalBus(), logger: { write: (line: string) => void lines.push(line) } });
    close = () => app.close();
    await app.ready();
    app.log.info({ port: 3000 }, '算盘ERP 已启动');
    await app.inject({ method: 'GET', url: '/api/health?token=secret-1' });
    await app.inject({ method: 'GET', url: '/api/no-such-path' });
    return lines;
  }

  it('pretty at the default level: the startup line readable, no request line at all', async () => {
    const lines = await logsOf({ LOG_FORMAT: 'pretty' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d INFO {2}算盘ERP 已启动 port=3000\n$/);
  });

  it('pretty at debug: one readable line per request, its secret query values redacted', async () => {
    const lines = await logsOf({ LOG_FORMAT: 'pretty', LOG_LEVEL: 'debug' });
    const requests = lines.filter((l) => l.includes(' DEBUG '));
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatch(/DEBUG GET \/api\/health\?token=\[redacted\] 200 \d+ms/);
    expect(requests[1]).toMatch(/DEBUG GET \/api\/no-such-path 404 \d+ms/);
    for (const line of lines) expect(() => JSON.parse(line) as unknown).toThrow();
  });

  it('JSON (production): every line is JSON, each request started and completed at info', async () => {
    const parsed = (await logsOf({ LOG_FORMAT: 'json' })).map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(parsed.filter((p) => p.msg === 'incoming request' && p.level === 30)).toHaveLength(2);
    expect(parsed.filter((p) => p.msg === 'request completed' && p.level === 30)).toHaveLength(2);
  });
});
