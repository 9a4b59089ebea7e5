import { describe, expect, it } from 'vitest';
import { chooseLogFormat, formatLogLine, logFormatSetting } from './log-format.js';

describe('log format choice', () => {
  it('takes LOG_FORMAT when set, else pretty on a terminal and JSON anywhere else', () => {
    expect(chooseLogFormat(logFormatSetting('json'), true)).toBe('json');
    expect(chooseLogFormat(logFormatSetting(' Pretty '), false)).toBe('pretty');
    expect(chooseLogFormat(logFormatSetting(undefined), true)).toBe('pretty');
    expect(chooseLogFormat(logFormatSetting(''), false)).toBe('json');
    expect(() => logFormatSetting('yaml')).toThrow(/LOG_FORMAT.*json 或 pretty/);
  });

  it('writes a JSON line as time, level, message and its own fields; an error with its stack', () => {
    const time = new Date(2026, 11, 7, 9, 5, 3).getTime();
    const line = JSON.stringify({ level: 30, time, pid: 1, hostname: 'h', msg: '算盘ERP 已启动', port: 3000, host: '0.0.0.0' });
    expect(formatLogLine(line, false)).toBe('09:05:03 INFO  算盘ERP 已启动 port=3000 host=0.0.0.0\n');
    const error = JSON.stringify({ level: 50, time, msg: 'boom', reqId: 'r1', err: { message: 'boom', stack: 'Error: boom\n    at x' } });
    expect(formatLogLine(error, false)).toBe('09:05:03 ERROR boom\nError: boom\n    at x\n');
    expect(formatLogLine(error, true)).toContain('\x1b[31mERROR\x1b[0m');
    expect(formatLogLine('not json', false)).toBe('not json\n');
  });
});
