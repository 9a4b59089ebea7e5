// `npm start`: install if needed, build, then run the server (it migrates and seeds on start).
import { spawn } from 'node:child_process';
import { ensureInstalled, log, root, runOrExit } from './lib.mjs';

await ensureInstalled();
await runOrExit('node', ['scripts/build.mjs']);
log('启动服务…');
const server = spawn('node', ['server/dist/main.js'], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
