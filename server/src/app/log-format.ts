/** Where log lines go (tests collect them); by default standard output. */
export interface LogDestination {
  write(line: string): void;
}

/**
 * How log lines look: `json` (one pino JSON object a line, for collectors) or `pretty` (a short readable line for a
 * person at a terminal). `LOG_FORMAT` chooses; unset, a terminal gets `pretty` and anything else (a pipe, a file,
 * a service manager) gets `json`.
 */
export type LogFormat = 'json' | 'pretty';

const FORMATS: readonly LogFormat[] = ['json', 'pretty'];

/** `LOG_FORMAT` as the configuration holds it: a format, or undefined for "decide by the output". */
export function logFormatSetting(value: string | undefined): LogFormat | undefined {
  const v = value?.trim().toLowerCase();
  if (!v) return undefined;
  if (!(FORMATS as readonly string[]).includes(v)) throw new Error(`环境变量 LOG_FORMAT 只能是 json 或 pretty，当前为 "${value}"`);
  return v as LogFormat;
}

/** The format actually used: the configured one, else `pretty` on a terminal and `json` elsewhere. */
export function chooseLogFormat(setting: LogFormat | undefined, outputIsTerminal: boolean): LogFormat {
  return setting ?? (outputIsTerminal ? 'pretty' : 'json');
}

// pino's numeric levels and the word a reader sees.
const LEVELS: Readonly<Record<number, { name: string; color: string }>> = {
  10: { name: 'TRACE', color: '\x1b[90m' },
  20: { name: 'DEBUG', color: '\x1b[90m' },
  30: { name: 'INFO ', color: '\x1b[32m' },
  40: { name: 'WARN ', color: '\x1b[33m' },
  50: { name: 'ERROR', color: '\x1b[31m' },
  60: { name: 'FATAL', color: '\x1b[35m' },
};
const RESET = '\x1b[0m';
// Fields every line has, or that the line's head already says.
const HIDDEN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err']);

function clock(time: unknown): string {
  const d = typeof time === 'number' ? new Date(time) : new Date();
  return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}

function fieldText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * One pino JSON line as a readable line: `12:03:04 INFO  message key=value …`, an error's stack on the lines below.
 * A line that is not JSON is passed through as it came.
 */
export function formatLogLine(line: string, color: boolean): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const level = LEVELS[Number(entry.level)] ?? { name: String(entry.level), color: '' };
  const name = color ? `${level.color}${level.name}${RESET}` : level.name;
  const fields = Object.entries(entry)
    .filter(([k, v]) => !HIDDEN.has(k) && v !== undefined)
    .map(([k, v]) => `${k}=${fieldText(v)}`);
  const head = [clock(entry.time), name, fieldText(entry.msg ?? ''), ...fields].join(' ');
  const err = entry.err as { stack?: unknown; message?: unknown } | undefined;
  const stack = err ? `\n${fieldText(err.stack ?? err.message)}` : '';
  return `${head}${stack}\n`;
}

/** A destination that writes each JSON line as `formatLogLine` reads it. */
export function prettyDestination(out: LogDestination, color: boolean): LogDestination {
  return { write: (line: string) => out.write(formatLogLine(line.trimEnd(), color)) };
}
