/**
 * The yardstick of `npm run bench`: a bare Fastify route answering a small JSON object, started in its
 * own process like the app, so every API row can be printed as a share of what Fastify alone does on
 * this machine in the same run.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ code: 200, msg: 'OK', data: { hello: 'world' } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
