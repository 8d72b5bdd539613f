// `npm run media:migrate [-- --dry-run]`: copies the media of DATA_DIR (uploads and private files)
// into the bucket that S3_BUCKET names, with the same settings the server reads (docs/decisions/082).
import { loadConfig } from '../src/server/config.ts';
import { localStorage } from '../src/server/infra/storage.local.ts';
import { migrateMedia } from '../src/server/infra/storage.migrate.ts';
import { openStorage } from '../src/server/infra/storage.open.ts';

const dryRun = process.argv.includes('--dry-run');
const config = loadConfig(process.env);
if (config.storage.kind !== 's3') {
  console.error('Set S3_BUCKET (and S3_ENDPOINT, AWS_* as the server has them) to name the bucket to fill.');
  process.exit(2);
}
const from = localStorage(config.dataDir);
const to = openStorage(config.storage, config.dataDir);
console.log(`${dryRun ? 'Would copy' : 'Copying'} ${config.dataDir} into s3://${config.storage.bucket} …`);
let last = Date.now();
const report = await migrateMedia(from, to, {
  dryRun,
  onProgress(r, key) {
    if (Date.now() - last < 1000) return;
    last = Date.now();
    console.log(
      `  ${r.copied} copied (${(r.bytes / 1e6).toFixed(1)} MB), ${r.skipped} already there … ${key}`,
    );
  },
});
console.log(
  `${report.copied} objects ${dryRun ? 'to copy' : 'copied'} (${(report.bytes / 1e6).toFixed(1)} MB), ${report.skipped} already in the bucket, ${report.failed.length} failed.`,
);
for (const f of report.failed) console.error(`  failed: ${f.area}/${f.key}: ${f.error}`);
if (report.failed.length === 0 && !dryRun) {
  console.log(
    'Start the servers with S3_BUCKET set; DATA_DIR/uploads and DATA_DIR/private may then be archived.',
  );
}
process.exit(report.failed.length > 0 ? 1 : 0);
