// Development: the API with reload on port 3001, and Vite on port 3000 proxying /api to it.
import { spawn } from 'node:child_process';

const env = { ...process.env, PORT: '3001', HOST: '127.0.0.1', PUBLIC_URL: 'http://localhost:3000' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && code !== 0 && (stop(), process.exit(code)));
