// `npm run dev`: the reference server (API on :8080, demo data) and Vite with HMR on :5173 proxying /api to it.
import { spawn } from 'node:child_process';

const run = (args) =>
  spawn('npm', args, { stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } });

const children = [run(['run', 'dev', '-w', '@karvon/server']), run(['run', 'dev', '-w', '@karvon/app'])];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
