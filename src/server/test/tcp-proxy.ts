import net from 'node:net';

export type ProxyMode = 'pass' | 'refuse' | 'blackhole';

export interface TcpProxy {
  port: number;
  /** `pass` forwards; `refuse` drops every connection and resets new ones; `blackhole` takes bytes and answers nothing. */
  set(mode: ProxyMode): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of a server for fault tests: the database "goes away" (connections reset),
 * "goes silent" (a link that drops packets) or comes back, without touching the server itself.
 */
export async function tcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'pass';
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const server = net.createServer((client) => {
    if (mode === 'refuse') return client.resetAndDestroy();
    if (mode === 'blackhole') {
      client.on('error', () => undefined);
      client.resume();
      pairs.add({ client, upstream: client });
      return;
    }
    const upstream = net.connect(target);
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.on('data', (chunk: Buffer) => mode === 'pass' && upstream.write(chunk));
    upstream.on('data', (chunk: Buffer) => mode === 'pass' && client.write(chunk));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const set = (next: ProxyMode) => {
    mode = next;
    if (next === 'refuse') {
      for (const { client, upstream } of pairs) {
        client.resetAndDestroy();
        upstream.destroy();
      }
      pairs.clear();
    }
  };
  return {
    port,
    set,
    async close() {
      set('refuse');
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
