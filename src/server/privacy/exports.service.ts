import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, type PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import yazl from 'yazl';
import type { Lang } from '../../shared/i18n.ts';
import { translate } from '../../shared/messages/messages.ts';
import { EXPORT_VALID_DAYS, type ExportStatus } from '../../shared/schemas/privacy.ts';
import { isProofKey } from '../activities/proofs.service.ts';
import type { Db, Tx } from '../db/client.ts';
import { ageProofs, privacyExports, users } from '../db/schema.ts';
import { AppError, notFound, tooMany } from '../http/errors.ts';
import { isPartFile, LEFTOVER_SWEEP_EVERY_MS, removeLeftovers } from '../infra/leftovers.ts';
import type { Mailer } from '../infra/mail.ts';
import { keyOfUrl, type Storage } from '../infra/storage.ts';
import type { JobRun, JobsService } from '../jobs/jobs.service.ts';
import { writeNotice } from '../notifications/notifications.writer.ts';
import { categoryNamed, categoryRows, dataJson } from './exports.data.ts';

const JOB = 'privacy.export';
const DAY_MS = 86_400_000;
type ExportRow = typeof privacyExports.$inferSelect;

export const exportLink = (id: bigint | string) => `/setting/privacy?export=${id}`;
const downloadUrl = (id: bigint) => `/api/hibackend/user/privacy/export/${id}/download`;
/** A presigned download link lives this long: enough to start the download, too short to pass around. */
const LINK_SECONDS = 300;
/** The archive's key in the private area. */
const archiveKey = (name: string) => `exports/${name}`;

/** Where the member's archive is read from: a short-lived link to the store, or its bytes through the app. */
/** A link (on a bucket; null when asked for a link on the data folder), or the bytes. */
export type ExportArchive = { name: string; bytes: number } & (
  { redirect: string | null } | { body: Readable; redirect?: undefined }
);
/** One media file of the archive: its key in a storage area and its name in the zip. */
type MediaItem = { area: 'public' | 'private'; key: string; entry: string };

/**
 * "Download my data" (issue 17): one archive a member a UTC day, written by a job as a zip with
 * `data.json` at its root and the member's own media under `media/`, kept 7 days behind their session.
 * The archive is written in this instance's scratch folder, then moved into the storage's private
 * area (`exports/<user>-<id>.zip`): on a bucket, any instance can answer the download.
 */
export class ExportsService {
  constructor(
    private readonly db: Db,
    private readonly jobs: JobsService,
    private readonly storage: Storage,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
  ) {
    jobs.register(JOB, (payload, run) => this.write(exportIdOf(payload), run), {
      concurrency: 1,
      // Its last attempt died (the instance was killed): failed, and the member told, as after a
      // failed last attempt.
      onGivenUp: (payload, tx) => this.fail(tx, exportIdOf(payload)),
    });
    // Archives half-written by a killed process (docs/decisions/078).
    jobs.housekeeping(async () => {
      await removeLeftovers({ dir: this.scratchDir(), match: isPartFile });
    }, LEFTOVER_SWEEP_EVERY_MS);
  }

  /** Archives being written (this instance's own; never served). */
  private scratchDir() {
    return path.join(this.storage.scratch, 'exports', 'tmp');
  }

  /** Queues an export; the second one on the same UTC day is 429 `EXPORT_DAILY_LIMIT`. */
  async start(userId: bigint, lang: Lang): Promise<{ exportId: string }> {
    const day = new Date().toISOString().slice(0, 10);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(privacyExports)
        .values({ userId, day, lang })
        .onConflictDoNothing()
        .returning({ id: privacyExports.id });
      if (!row) {
        const wait = Math.ceil((Date.parse(`${day}T00:00:00Z`) + DAY_MS - Date.now()) / 1000);
        throw tooMany('EXPORT_DAILY_LIMIT', 'privacy.exportDaily', Math.max(1, wait));
      }
      await this.jobs.enqueue(tx, { kind: JOB, payload: { exportId: String(row.id) }, maxAttempts: 3 });
      return { exportId: String(row.id) };
    });
  }

  private toStatus(row: ExportRow): ExportStatus {
    const expired = row.expiresAt !== null && row.expiresAt.getTime() <= Date.now();
    const live = row.status === 'ready' && !expired;
    return {
      exportId: String(row.id),
      status: row.status,
      ...(live ? { url: downloadUrl(row.id), bytes: row.bytes ?? 0 } : {}),
      ...(row.expiresAt ? { expiresAt: row.expiresAt.toISOString() } : {}),
      createdAt: row.createdAt.toISOString(),
      expired,
    };
  }

  private async own(userId: bigint, id: bigint): Promise<ExportRow> {
    const [row] = await this.db
      .select()
      .from(privacyExports)
      .where(and(eq(privacyExports.id, id), eq(privacyExports.userId, userId)));
    if (!row) throw notFound();
    return row;
  }

  async status(userId: bigint, id: bigint): Promise<ExportStatus> {
    return this.toStatus(await this.own(userId, id));
  }

  async latest(userId: bigint): Promise<ExportStatus | null> {
    const [row] = await this.db
      .select()
      .from(privacyExports)
      .where(eq(privacyExports.userId, userId))
      .orderBy(desc(privacyExports.id))
      .limit(1);
    return row ? this.toStatus(row) : null;
  }

  /**
   * The archive, for its owner only, while the link lives (410 `EXPORT_EXPIRED` after): a presigned
   * link of a few minutes where the store makes one (a bucket), else its bytes to stream.
   */
  async download(userId: bigint, id: bigint, opts: { linkOnly?: boolean } = {}): Promise<ExportArchive> {
    const row = await this.own(userId, id);
    if (row.status !== 'ready') throw notFound();
    // Expired is 410 whether or not retention has removed the file yet.
    if (!row.file || !row.expiresAt || row.expiresAt.getTime() <= Date.now()) {
      throw new AppError(410, 'EXPORT_EXPIRED', 'privacy.exportExpired');
    }
    const key = archiveKey(row.file);
    const name = `vapour-club-data-${row.day}.zip`;
    const bytes = row.bytes ?? 0;
    const redirect = await this.storage.private.presign(key, LINK_SECONDS, name);
    if (redirect) return { name, bytes, redirect };
    if (opts.linkOnly) return { name, bytes, redirect: null };
    const opened = await this.storage.private.open(key);
    if (!opened) throw notFound();
    return { name, bytes: opened.size, body: opened.body };
  }

  /** The job: streams the archive to a temporary file, then names it, then tells the member. */
  private async write(id: bigint, run: JobRun): Promise<void> {
    const [row] = await this.db
      .update(privacyExports)
      .set({ status: 'running' })
      .where(and(eq(privacyExports.id, id), sql`${privacyExports.status} in ('queued', 'running')`))
      .returning();
    if (!row) return; // already written (a re-run after a crash past the commit)
    const name = `${row.userId}-${row.id}.zip`;
    const tmp = path.join(this.scratchDir(), `${name}.part`);
    let size: number;
    try {
      await mkdir(path.dirname(tmp), { recursive: true });
      const zip = new yazl.ZipFile();
      // A media file that cannot be read fails the zip: the output stops with the error.
      zip.on('error', (err: Error) => (zip.outputStream as PassThrough).destroy(err));
      const written = pipeline(zip.outputStream, createWriteStream(tmp));
      zip.addReadStream(Readable.from(dataJson(this.db, row.userId)), 'data.json');
      for await (const item of this.media(row.userId)) {
        // Opened when the zip reaches it: one store read at a time, however many files.
        zip.addReadStreamLazy(item.entry, (done) => {
          this.storage[item.area].open(item.key).then(
            (opened) =>
              done(
                opened ? null : new Error(`export: ${item.key} is gone`),
                opened?.body ?? Readable.from([]),
              ),
            (err: unknown) => done(err, Readable.from([])),
          );
        });
      }
      zip.end();
      await written;
      size = (await stat(tmp)).size;
      await this.storage.private.putFile(archiveKey(name), tmp, 'application/zip');
    } catch (err) {
      await rm(tmp, { force: true }).catch(() => undefined);
      // Failed only after the last try; before that (or when the queue stops and hands the job
      // back) the queue tries again with it queued.
      if (run.signal.aborted || run.attempt < run.maxAttempts) {
        await this.db.update(privacyExports).set({ status: 'queued' }).where(eq(privacyExports.id, id));
      } else {
        await this.db.transaction((tx) => this.fail(tx, id));
      }
      throw err;
    }
    const expiresAt = new Date(Date.now() + EXPORT_VALID_DAYS * DAY_MS);
    await this.db.transaction(async (tx) => {
      await tx
        .update(privacyExports)
        .set({ status: 'ready', file: name, bytes: size, readyAt: new Date(), expiresAt })
        .where(eq(privacyExports.id, id));
      await writeNotice(tx, {
        userId: row.userId,
        kind: 'exportReady',
        actorId: row.userId,
        link: exportLink(id),
      });
    });
    const [user] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
    if (user) {
      const lang = row.lang as Lang;
      await this.mailer
        .send({
          to: user.email,
          subject: translate(lang, 'privacy.exportMailSubject'),
          text: translate(lang, 'privacy.exportMailText', {
            link: `${this.publicUrl}${exportLink(id)}`,
            days: EXPORT_VALID_DAYS,
          }),
        })
        .catch(() => undefined);
    }
  }

  /**
   * Marks the export failed and tells its owner (`exportFailed`), once: whichever of the last
   * attempt and the queue's given-up gets there first.
   */
  private async fail(tx: Tx, id: bigint): Promise<void> {
    const [row] = await tx
      .update(privacyExports)
      .set({ status: 'failed' })
      .where(and(eq(privacyExports.id, id), sql`${privacyExports.status} in ('queued', 'running')`))
      .returning({ userId: privacyExports.userId });
    if (!row) return;
    await writeNotice(tx, {
      userId: row.userId,
      kind: 'exportFailed',
      actorId: row.userId,
      link: exportLink(id),
    });
  }

  /** The member's own files that still exist: uploads, videos, avatar and background, proof of age. */
  private async *media(userId: bigint): AsyncGenerator<MediaItem> {
    const seen = new Set<string>();
    const local = async (url: string | null, folder: string): Promise<MediaItem | null> => {
      const key = url ? keyOfUrl(url) : null;
      if (!key || seen.has(key)) return null;
      seen.add(key);
      return (await this.storage.public.stat(key))
        ? { area: 'public', key, entry: `media/${folder}/${path.posix.basename(key)}` }
        : null;
    };
    const [user] = await this.db
      .select({ avatar: users.avatarUrl, backImg: users.backImgUrl })
      .from(users)
      .where(eq(users.id, userId));
    for (const url of [user?.avatar, user?.backImg]) {
      const item = await local(url ?? null, 'profile');
      if (item) yield item;
    }
    for await (const up of categoryRows(this.db, categoryNamed('uploads'), userId)) {
      const item = await local(up.url as string, 'pictures');
      if (item) yield item;
    }
    for await (const v of categoryRows(this.db, categoryNamed('videos'), userId)) {
      const item = await local(v.url as string | null, 'videos');
      if (item) yield item;
    }
    const proofs = await this.db.select().from(ageProofs).where(eq(ageProofs.userId, userId));
    for (const p of proofs) {
      if (isProofKey(p.fileKey) && (await this.storage.private.stat(p.fileKey))) {
        yield {
          area: 'private',
          key: p.fileKey,
          entry: `media/proof-of-age/${path.posix.basename(p.fileKey)}`,
        };
      }
    }
  }

  /**
   * Deletes up to `limit` archives whose link has expired; the number deleted. The row stays, without
   * its file: the member sees "expired" and a download answers 410. Run by retention (decision 079).
   */
  async removeExpired(limit: number): Promise<number> {
    const due = await this.db
      .select({ id: privacyExports.id, file: privacyExports.file })
      .from(privacyExports)
      .where(and(isNotNull(privacyExports.file), lt(privacyExports.expiresAt, sql`now()`)))
      .orderBy(privacyExports.id)
      .limit(limit);
    for (const row of due) {
      // The row first: a file whose row still named it would be a download of nothing.
      await this.db.update(privacyExports).set({ file: null }).where(eq(privacyExports.id, row.id));
      await this.storage.private.remove(archiveKey(row.file!));
    }
    return due.length;
  }

  /** The member's archives, for the account deletion (rows go with the user's data). */
  async removeAll(userId: bigint): Promise<void> {
    const rows = await this.db.delete(privacyExports).where(eq(privacyExports.userId, userId)).returning();
    await Promise.all(
      rows.filter((r) => r.file).map((r) => this.storage.private.remove(archiveKey(r.file!))),
    );
  }
}

const exportIdOf = (payload: unknown) => BigInt((payload as { exportId: string }).exportId);
