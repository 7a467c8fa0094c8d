// `npm start`: the console in demo mode on the stand-in backend (unless VITE_API_BASE_URL is set).
import { createServer } from 'vite';

const port = Number(process.env.PORT ?? 5173);
const server = await createServer({ server: { port, host: process.env.HOST ?? '127.0.0.1' } });
await server.listen();
const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`;
const demo = !process.env.VITE_API_BASE_URL;
console.log('');
console.log(`  供应商管理后台 / Supplier console  →  ${url}`);
if (demo) {
  console.log('  Demo mode: the stand-in backend serves every call in the browser.');
  console.log('  Sign in with  demo@supplier.cn  /  Demo@2026  (the captcha code is in the picture)');
} else {
  console.log(`  API: ${process.env.VITE_API_BASE_URL}`);
}
console.log('');
