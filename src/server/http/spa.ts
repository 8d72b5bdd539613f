import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchRoute } from '../../shared/routes.ts';
import type { Config } from '../config.ts';

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
  return {
    built,
    sendShell(req, reply) {
      const route = matchRoute(req.url);
      return reply
        .code(route ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(shell);
    },
  };
}

export async function registerStatic(app: FastifyInstance, config: Config, web: WebApp, uploadsDir: string) {
  if (web.built) {
    await app.register(fastifyStatic, {
      root: config.webDir,
      wildcard: false,
      index: false,
      allowedPath: (p) => p !== '/index.html',
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/obs/',
    decorateReply: false,
    index: false,
    setHeaders(res) {
      // Media keys are never reused: a new upload gets a new name.
      res.header('cache-control', 'public, max-age=31536000, immutable');
      res.header('x-content-type-options', 'nosniff');
    },
  });
}
