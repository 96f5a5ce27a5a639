// `npm run dev`: the API rebuilt and restarted on change (port 3000) and Vite's dev server for the web app,
// which forwards /api to it (http://localhost:5173).
import { spawn } from 'node:child_process';
import { root } from './ensure-built.mjs';

const run = (command, args) => spawn(command, args, { cwd: root, stdio: 'inherit' });

await new Promise((resolve) => run('node', ['apps/server/build.mjs']).on('exit', resolve));
const children = [
  run('node', ['apps/server/build.mjs', '--watch']),
  run('node', ['--enable-source-maps', '--watch-path=apps/server/dist', 'apps/server/dist/main.js']),
  run('npm', ['run', 'dev', '-w', 'apps/web']),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
