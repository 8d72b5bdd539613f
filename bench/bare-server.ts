/**
 * The yardstick of `npm run bench`: a bare Fastify route answering a small JSON object, started in its
 * own process like the app, so every API row can be printed as a share of what Fastify alone does on
 * this machine in the same run. `POST /bare/upload` is the yardstick of the reels bench: the multipart
 * `file` streamed to a temporary file with `pipeline`, as the app's upload does, without the checks.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';

const uploadDir = await mkdtemp(path.join(tmpdir(), 'vc-bare-upload-'));
const app = Fastify({ logger: false });
await app.register(multipart, { limits: { fileSize: 64 * 1024 * 1024, files: 1 } });
app.get('/bare', async () => ({ code: 200, msg: 'OK', data: { hello: 'world' } }));
app.post('/bare/upload', async (req, reply) => {
  const file = await req.file();
  if (!file) return reply.code(400).send({ code: 400, msg: 'file missing', data: null });
  const target = path.join(uploadDir, randomUUID());
  await pipeline(file.file, createWriteStream(target));
  const { size } = await stat(target);
  // Written to disk like the app's upload, then dropped, so a long run does not fill the disk.
  await rm(target, { force: true });
  return { code: 200, msg: 'OK', data: { bytes: size } };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => rm(uploadDir, { recursive: true, force: true }))
      .then(() => process.exit(0)),
);
