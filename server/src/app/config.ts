import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { chosenPasswordSchema } from './auth/password-policy.js';
import { logFormatSetting, type LogFormat } from './log-format.js';

/** Everything the server reads from its environment, resolved once at start-up. */
export interface AppConfig {
  port: number;
  host: string;
  /** Folder of the embedded database (and its lock file); ignored when `databaseUrl` is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Uploaded files (attachments, product images): `FILES_DIR`, by default `<dataDir>/files`, on every database. */
  filesDir: string;
  /** Largest upload in bytes (`FILE_SIZE_LIMIT_MB`, default 10). */
  fileSizeLimit: number;
  apiPrefix: string;
  /**
   * Where the same API answers in the reference's wire form for jshERP's own clients (`REFERENCE_API_PREFIX`, default
   * `/jshERP-boot`, its context path; empty turns it off): bare pickers and trees, figures as JSON numbers, the error
   * text where its client reads it (docs/reference-client.md).
   */
  referencePrefix: string;
  /** Initial password of the platform administrator; generated and printed when absent. */
  adminPassword: string | undefined;
  /** Initial password of the demo tenant's users; generated and printed when absent. */
  demoPassword: string | undefined;
  /** Seed the demo tenant on first start (default: only on the embedded database). */
  seedDemo: boolean;
  /** Time zone of business dates (bill times, reports); the database session uses it too. */
  timeZone: string;
  /** Built web application to serve, when present. */
  webDir: string;
  sessionDays: number;
  buildId: string;
  version: string;
  logLevel: string;
  /** `LOG_FORMAT` (json | pretty); unset, the output decides (log-format.ts). */
  logFormat: LogFormat | undefined;
  /**
   * Reverse proxies in front of the server (`TRUST_PROXY=1` for nginx alone; 0 when none): the client address is the
   * one the outermost of them saw, read from X-Forwarded-For from the right — never an address the client wrote into
   * the header itself, which the sign-in throttle would otherwise count — and the scheme is theirs.
   */
  trustProxy: number;
  /** Check every answer against its route's response schema (`VALIDATE_RESPONSES=1`; the API tests turn it on). */
  validateResponses: boolean;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`环境变量 ${name} 必须是正整数，当前为 "${value}"`);
  return n;
}

/** A password given in the environment meets the same rule as one chosen in the app: a weak `admin` password is refused at start. */
function chosenPassword(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined;
  const checked = chosenPasswordSchema.safeParse(value);
  if (!checked.success) throw new Error(`环境变量 ${name} 不能用作初始密码：${checked.error.issues[0]?.message ?? ''}`);
  return value;
}

function normalisePrefix(prefix: string, name = 'API_PREFIX'): string {
  const trimmed = prefix.trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  if (!/^\/[A-Za-z0-9_\-/]*$/.test(trimmed)) throw new Error(`环境变量 ${name} 无效："${prefix}"`);
  return trimmed;
}

/** The reference mount's prefix: not the API's own (one path, one wire form). */
function referencePrefixOf(value: string | undefined, apiPrefix: string): string {
  const prefix = normalisePrefix(value ?? '/jshERP-boot', 'REFERENCE_API_PREFIX');
  if (prefix && prefix === apiPrefix) throw new Error(`环境变量 REFERENCE_API_PREFIX 不能与 API_PREFIX 相同："${prefix}"`);
  return prefix;
}

/** The web build's identity: its index.html changes with every release (hashed asset names). */
function webBuildId(webDir: string): string {
  const index = path.join(webDir, 'index.html');
  return fs.existsSync(index) ? createHash('sha256').update(fs.readFileSync(index)).digest('hex').slice(0, 16) : 'dev';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): AppConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const webDir = path.resolve(root, env.WEB_DIR?.trim() || 'web/dist');
  const dataDir = path.resolve(root, env.DATA_DIR?.trim() || 'data');
  const apiPrefix = normalisePrefix(env.API_PREFIX ?? '/api');
  return {
    port: intFrom(env.PORT, 3000, 'PORT'),
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir,
    databaseUrl,
    filesDir: path.resolve(root, env.FILES_DIR?.trim() || path.join(dataDir, 'files')),
    fileSizeLimit: intFrom(env.FILE_SIZE_LIMIT_MB, 10, 'FILE_SIZE_LIMIT_MB') * 1024 * 1024,
    apiPrefix,
    referencePrefix: referencePrefixOf(env.REFERENCE_API_PREFIX, apiPrefix),
    adminPassword: chosenPassword(env.ADMIN_PASSWORD, 'ADMIN_PASSWORD'),
    demoPassword: chosenPassword(env.DEMO_PASSWORD, 'DEMO_PASSWORD'),
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === '1' || env.SEED_DEMO === 'true' : !databaseUrl,
    timeZone: env.APP_TIME_ZONE?.trim() || 'Asia/Shanghai',
    webDir,
    sessionDays: intFrom(env.SESSION_DAYS, 7, 'SESSION_DAYS'),
    buildId: env.BUILD_ID?.trim() || webBuildId(webDir),
    version: env.APP_VERSION?.trim() || '0.1.0',
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    logFormat: logFormatSetting(env.LOG_FORMAT),
    trustProxy: env.TRUST_PROXY === '0' ? 0 : intFrom(env.TRUST_PROXY, 0, 'TRUST_PROXY'),
    validateResponses: env.VALIDATE_RESPONSES === '1',
  };
}
