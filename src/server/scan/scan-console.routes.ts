import { Readable } from 'node:stream';
import { envelope } from '../../shared/schemas/common.ts';
import {
  BatchCreatedSchema,
  BatchCreateSchema,
  BatchListQuerySchema,
  BatchPageSchema,
  BatchParamsSchema,
  BatchSchema,
  SHEET_PAGE_SIZE,
  SheetQuerySchema,
} from '../../shared/schemas/scan.ts';
import { requireAdmin } from '../console/console.ts';
import type { Feature } from '../http/feature.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import type { QrBatchesService } from './qr-batches.service.ts';
import { sheetSvg } from './qr-sheet.ts';
import { translate } from '../../shared/messages/messages.ts';
import { requestLang } from '../http/lang.ts';

const tags = ['console'];
const base = '/api/console/qrcode/batches';
const DEFAULT_PAGE = 20;
/** CSV lines are sent in pieces of about this many characters (not one chunk per line). */
const CSV_PIECE = 64 * 1024;

/** `code,url` then one line per code in print order, read from the database a page at a time. */
async function* csvLines(batches: QrBatchesService, batchId: bigint): AsyncGenerator<string> {
  let piece = 'code,url\n';
  for await (const code of batches.codes(batchId)) {
    // Codes are base32 and URLs percent-encoded: no field needs CSV quoting.
    piece += `${code},${batches.urlOf(code)}\n`;
    if (piece.length >= CSV_PIECE) {
      yield piece;
      piece = '';
    }
  }
  if (piece) yield piece;
}

/** The console's QR batches (`/api/console/qrcode/...`): admins only, every write audited. */
export const scanConsoleRoutes: Feature = async (app, { services }) => {
  const { auth, qrBatches } = services;

  app.post(
    base,
    { schema: { tags, body: BatchCreateSchema, response: { 200: envelope(BatchCreatedSchema) } } },
    async (req) =>
      ok(req, await qrBatches.create(await requireAdmin(req, auth), req.body), 'scan.batchCreated'),
  );

  app.get(
    base,
    { schema: { tags, querystring: BatchListQuerySchema, response: { 200: envelope(BatchPageSchema) } } },
    async (req) => {
      await requireAdmin(req, auth);
      return ok(req, await qrBatches.list(req.query.pageSize ?? DEFAULT_PAGE, req.query.cursor));
    },
  );

  app.get(
    `${base}/:id`,
    { schema: { tags, params: BatchParamsSchema, response: { 200: envelope(BatchSchema) } } },
    async (req) => {
      await requireAdmin(req, auth);
      return ok(req, await qrBatches.get(BigInt(req.params.id)));
    },
  );

  // The two print answers are files, not envelopes: a stream passes the compression hook untouched.
  app.get(`${base}/:id/codes.csv`, { schema: { tags, params: BatchParamsSchema } }, async (req, reply) => {
    await requireAdmin(req, auth);
    const batch = await qrBatches.printable(BigInt(req.params.id));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="batch-${batch.id}-codes.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(csvLines(qrBatches, BigInt(batch.id))));
  });

  app.get(
    `${base}/:id/sheet.svg`,
    { schema: { tags, params: BatchParamsSchema, querystring: SheetQuerySchema } },
    async (req, reply) => {
      await requireAdmin(req, auth);
      const batch = await qrBatches.printable(BigInt(req.params.id));
      const { page } = req.query;
      if (page > batch.sheetPages) throw notFound();
      const codes: { code: string; url: string }[] = [];
      for await (const code of qrBatches.codes(
        BigInt(batch.id),
        (page - 1) * SHEET_PAGE_SIZE,
        SHEET_PAGE_SIZE,
      )) {
        codes.push({ code, url: qrBatches.urlOf(code) });
      }
      const svg = sheetSvg({
        batchId: batch.id,
        productName: batch.productName,
        page,
        pages: batch.sheetPages,
        footer: translate(requestLang(req), 'scan.sheetFooter', {
          batch: batch.id,
          product: batch.productName,
          page,
          pages: batch.sheetPages,
        }),
        codes,
      });
      return reply
        .type('image/svg+xml')
        .header('content-disposition', `inline; filename="batch-${batch.id}-sheet-${page}.svg"`)
        .header('cache-control', 'no-store')
        .send(svg);
    },
  );
};
