import net, { type AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerClosing } from './closing.ts';
import { registerErrorHandling } from './error-handler.ts';

const request = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\nlang: ko_KR\r\n\r\n`;

describe('while the app closes', () => {
  it('answers a request still arriving on an open connection with 503 SHUTTING_DOWN in the envelope', async () => {
    // As app.ts sets it up: our error handler, our closing hook, Fastify's own 503 off.
    const app = Fastify({ return503OnClosing: false });
    registerErrorHandling(app);
    registerClosing(app);
    let finish = () => undefined as void;
    app.get('/slow', () => new Promise((resolve) => (finish = () => resolve({ done: true }))));
    app.get('/fast', () => ({ done: true }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;

    // One connection: a slow request in flight when the close begins, then one more on it.
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    socket.write(request('/slow'));
    await new Promise((r) => setTimeout(r, 50));
    const closing = app.close();
    await new Promise((r) => setTimeout(r, 50));
    socket.write(request('/fast'));
    await new Promise((r) => setTimeout(r, 50));
    finish();
    await closing;
    await ended;

    const [first, second] = received.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(second).toMatch(/^HTTP\/1\.1 503/);
    expect(second).toMatch(/\r\nretry-after: 1\r\n/i);
    expect(second).toMatch(/\r\nconnection: close\r\n/i);
    const body = JSON.parse(second?.slice(second.indexOf('\r\n\r\n') + 4) ?? '') as unknown;
    expect(body).toEqual({
      code: 503,
      msg: '서비스를 일시적으로 사용할 수 없습니다',
      data: { reason: 'SHUTTING_DOWN', retryAfter: 1 },
    });
  });
});
