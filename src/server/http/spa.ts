import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchRoute } from '../../shared/routes.ts';
import type { Config } from '../config.ts';
import { acceptedEncoding } from './compression.ts';

export interface WebApp {
  /** Answers with the app shell: 200 for a path of the route table, 404 for any other. */
  sendShell(req: FastifyRequest, reply: FastifyReply): FastifyReply;
  built: boolean;
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function readBuildId(webDir: string): string {
  try {
    const meta = JSON.parse(readFileSync(path.join(webDir, 'builds', 'latest.json'), 'utf8')) as {
      buildId?: string;
    };
    return meta.buildId ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The built single-page app: hashed assets cached for a year, the shell never cached. */
export function webApp(config: Config): WebApp {
  const indexFile = path.join(config.webDir, 'index.html');
  const built = existsSync(indexFile);
  const runtimeConfig = {
    appId: config.appId,
    // The signing key is public by nature (it ships in every browser); it deters casual scripting only.
    appKey: config.appKey,
    brand: config.brand,
    buildId: built ? readBuildId(config.webDir) : 'dev',
    version: config.version,
    encrypt: config.encryptResponses,
  };
  const shell = built
    ? readFileSync(indexFile, 'utf8').replace(
        '<!--app-config-->',
        `<meta name="app-config" content="${escapeAttr(JSON.stringify(runtimeConfig))}">`,
      )
    : '<!doctype html><html><head><meta charset="utf-8"><title>Vapour Club</title></head><body>' +
      '<p>The web app is not built: run <code>npm run build</code>.</p></body></html>';
  // The shell is the same for every page: compress it once.
  const encoded = {
    br: brotliCompressSync(shell, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(shell, { level: 9 }),
  };
  return {
    built,
    sendShell(req, reply) {
      const route = matchRoute(req.url);
      const encoding = acceptedEncoding(req.headers['accept-encoding']);
      reply
        .code(route ? 200 : 404)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8');
      if (!encoding) return reply.send(shell);
      return reply.header('content-encoding', encoding).send(encoded[encoding]);
    },
  };
}

export async function registerStatic(app: FastifyInstance, config: Config, web: WebApp) {
  if (web.built) {
    await app.register(fastifyStatic, {
      root: config.webDir,
      wildcard: false,
      index: false,
      // dist/web holds a .br and a .gz copy of each text asset (scripts/precompress.mjs).
      preCompressed: true,
      // Our setHeaders decides caching; the plugin's default would overwrite it with max-age=0.
      cacheControl: false,
      allowedPath: (p) => p !== '/index.html',
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same URL answers in br, gzip or plain: caches must key on the encoding asked for.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
}
