import type { FastifyBaseLogger } from 'fastify';
import { AuthService } from './auth/auth.service.ts';
import { CaptchaService } from './auth/captcha.service.ts';
import { TaxonomyService } from './content/taxonomy.service.ts';
import { ArticlesConsole } from './content/articles.console.ts';
import { ArticlesService } from './content/articles.service.ts';
import { OauthService } from './auth/oauth.service.ts';
import type { Config } from './config.ts';
import { notify, type Database } from './db/client.ts';
import { webApp, type WebApp } from './http/spa.ts';
import { outboxMailer, smtpMailer, type Mailer } from './infra/mail.ts';
import type { Storage } from './infra/storage.ts';
import { openStorage } from './infra/storage.open.ts';
import { AddressService } from './address/address.service.ts';
import { PointsService } from './points/points.service.ts';
import { PrizesService } from './prizes/prizes.service.ts';
import { RedeemsConsole } from './prizes/redeems.console.ts';
import { MembersConsole } from './people/members.console.ts';
import { ProfileService } from './profile/profile.service.ts';
import { UploadsService } from './uploads/uploads.service.ts';
import { READ_CACHE_CHANNEL, ReadCacheBus } from './infra/read-cache.bus.ts';
import type { PointFlowPage } from '../shared/schemas/points.ts';
import type { StoreList } from '../shared/schemas/stores.ts';
import type { CommentPage } from '../shared/schemas/social.ts';
import type { ReviewPage } from '../shared/schemas/reviews.ts';
import { CommentsService } from './social/comments.service.ts';
import { ReactionsService } from './social/reactions.service.ts';
import { FollowsService } from './people/follows.service.ts';
import { ShieldsService } from './people/shields.service.ts';
import { FootprintsService } from './people/footprints.service.ts';
import { NotificationsService } from './notifications/notifications.service.ts';
import { NoticeMails } from './notifications/notice-mails.ts';
import { CatalogueService } from './catalogue/catalogue.service.ts';
import { ReviewsService } from './reviews/reviews.service.ts';
import { StoresService } from './stores/stores.service.ts';
import { ChancesService } from './points/chances.service.ts';
import { QrBatchesService } from './scan/qr-batches.service.ts';
import { CodeVault } from './scan/scan.codes.ts';
import { ScanService } from './scan/scan.service.ts';
import { JobsService } from './jobs/jobs.service.ts';
import { ActivitiesService } from './activities/activities.service.ts';
import { DrawsService } from './activities/draws.service.ts';
import { ReservationsService } from './activities/reservations.service.ts';
import { AwardsService } from './activities/awards.service.ts';
import { ProofsService } from './activities/proofs.service.ts';
import { systemVideoTools, type VideoTools } from './infra/video.ts';
import { MusicService } from './reels/music.service.ts';
import { VideosService } from './reels/videos.service.ts';
import { articleModeration } from './content/articles.moderation.ts';
import { commentModeration } from './social/comments.moderation.ts';
import { reviewModeration } from './reviews/reviews.moderation.ts';
import { storeModeration } from './stores/stores.moderation.ts';
import { memberModeration, memberTarget } from './profile/profile.moderation.ts';
import type { ModerationTargets } from './support/moderation.targets.ts';
import { WorkOrdersService } from './support/work-orders.service.ts';
import { FeedbackService } from './support/feedback.service.ts';
import { ReportsService } from './support/reports.service.ts';
import { AccountService } from './profile/account.service.ts';
import { ModerationService } from './support/moderation.service.ts';
import { StatsService } from './stats/stats.service.ts';
import { SessionsService } from './privacy/sessions.service.ts';
import { ExportsService } from './privacy/exports.service.ts';
import { DeletionService } from './privacy/deletion.service.ts';
import { ConsentsService } from './privacy/consents.service.ts';
import { RetentionService } from './retention/retention.service.ts';
import { TierState } from './tiers/tiers.state.ts';
import { TiersService } from './tiers/tiers.service.ts';
import { TiersConsole } from './tiers/tiers.console.ts';
import { TierJobs } from './tiers/tiers.jobs.ts';
import { tellTierUp } from './tiers/tiers.notices.ts';

/** Everything the routes call, wired once per app instance. */
export interface Services {
  database: Database;
  /** The instance's read caches, cleared on every instance by any one's write (docs/decisions/083). */
  readCaches: ReadCacheBus;
  mailer: Mailer;
  storage: Storage;
  captcha: CaptchaService;
  auth: AuthService;
  oauth: OauthService;
  profile: ProfileService;
  points: PointsService;
  address: AddressService;
  prizes: PrizesService;
  redeemsConsole: RedeemsConsole;
  membersConsole: MembersConsole;
  uploads: UploadsService;
  taxonomy: TaxonomyService;
  articles: ArticlesService;
  articlesConsole: ArticlesConsole;
  comments: CommentsService;
  reactions: ReactionsService;
  follows: FollowsService;
  shields: ShieldsService;
  footprints: FootprintsService;
  notifications: NotificationsService;
  /** Emails about the brand's decisions, sent by the job queue after the decision commits. */
  noticeMails: NoticeMails;
  catalogue: CatalogueService;
  reviews: ReviewsService;
  stores: StoresService;
  chances: ChancesService;
  qrBatches: QrBatchesService;
  scan: ScanService;
  jobs: JobsService;
  activities: ActivitiesService;
  draws: DrawsService;
  reservations: ReservationsService;
  awards: AwardsService;
  proofs: ProofsService;
  videoTools: VideoTools;
  music: MusicService;
  videos: VideosService;
  workOrders: WorkOrdersService;
  feedback: FeedbackService;
  reports: ReportsService;
  account: AccountService;
  moderation: ModerationService;
  stats: StatsService;
  sessions: SessionsService;
  exports: ExportsService;
  deletion: DeletionService;
  consents: ConsentsService;
  retention: RetentionService;
  /** Member tiers (issue 39): what members and the console read, the console's edits, the daily jobs. */
  tiers: TiersService;
  tiersConsole: TiersConsole;
  tierJobs: TierJobs;
  web: WebApp;
}

export function createServices(config: Config, database: Database, log: FastifyBaseLogger): Services {
  const db = database.db;
  const mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(config.dataDir, log);
  const storage = openStorage(config.storage, config.dataDir);
  const captcha = new CaptchaService(db, mailer, config.emailCodeCooldownMs);
  const jobs = new JobsService(db, log, { leaseMs: config.jobLeaseMs });
  const noticeMails = new NoticeMails(db, jobs, mailer, config.publicUrl);
  const now = () => new Date();
  // The points service asks the tiers for an award's multiplier and up-move (docs/decisions/110).
  const readCaches = new ReadCacheBus(
    config.readCacheMs,
    (note) => notify(db, READ_CACHE_CHANNEL, note),
    log,
  );
  // Tier codes shown on every member's info and beside comment authors: read from a short cache that
  // every move and console change clears (docs/decisions/118).
  const tierCodes = readCaches.cache<Map<string, string>>('tier-codes', 5000);
  const tierList = readCaches.cache<Awaited<ReturnType<TierState['list']>>>('tiers', 1);
  const tierState = new TierState(db, tellTierUp(noticeMails), now, () => tierCodes.clear());
  // Each member's first page of points history, cleared by every change of their wallet (docs/decisions/119).
  const flowPages = readCaches.cache<PointFlowPage>('points-flow', 20_000);
  const points = new PointsService(db, config.pointsExpireDays, now, tierState, flowPages);
  const tiers = new TiersService(db, tierState, now, { codes: tierCodes, list: tierList });
  const chances = new ChancesService(db);
  const ledgers = { points, chances };
  const auth = new AuthService(db, captcha, config.adminEmails, points);
  const address = new AddressService(db);
  const uploads = new UploadsService(db, storage);
  const videoTools = systemVideoTools(config.ffmpegPath, config.ffprobePath);
  const music = new MusicService(db, storage, videoTools);
  const videos = new VideosService(db, storage, uploads, jobs, music, videoTools);
  const articles = new ArticlesService(db, uploads, videos, readCaches);
  const exports = new ExportsService(db, jobs, storage, mailer, config.publicUrl);
  // A reel published while its video processed goes live (or stays a draft) when the job ends.
  videos.onReady((id) => articles.videoReady(id));
  videos.onFailed((id, tx) => articles.videoFailed(id, tx));
  const visitorComments = readCaches.cache<CommentPage>('comments', 5000);
  // Every write that changes what readers see clears the shared read caches, on every instance (docs/decisions/056, 083).
  const reviewPages = readCaches.cache<ReviewPage>('reviews', 5000);
  const forgetArticles = () => {
    articles.forget();
    visitorComments.clear();
  };
  const comments = new CommentsService(db, forgetArticles, visitorComments);
  // Nearby and city store lists, shared by everyone asking the same (docs/decisions/124).
  const stores = new StoresService(db, points, uploads, readCaches.cache<StoreList>('stores', 5000));
  // A member's flags on article details, kept per member (docs/decisions/123).
  const forgetViewer = (userId: bigint) => articles.forgetViewer(userId);
  // What the moderation queue can find, hide and restore: each feature's own (issue 14).
  const moderationTargets: ModerationTargets = {
    article: articleModeration(db, forgetArticles),
    comment: commentModeration(db, forgetArticles),
    review: reviewModeration(db, () => reviewPages.clear()),
    store: storeModeration(db, () => stores.forgetLists()),
    user: memberTarget(db),
  };
  return {
    database,
    readCaches,
    mailer,
    storage,
    captcha,
    auth,
    oauth: new OauthService(db, config, auth, captcha),
    profile: new ProfileService(db, captcha, storage, auth, mailer, config.publicUrl, points),
    points,
    address,
    prizes: new PrizesService(db, points, address, noticeMails, tiers),
    redeemsConsole: new RedeemsConsole(db),
    membersConsole: new MembersConsole(db),
    uploads,
    taxonomy: new TaxonomyService(db, uploads, () => articles.forget()),
    articles,
    articlesConsole: new ArticlesConsole(db),
    comments,
    reactions: new ReactionsService(db, forgetArticles, forgetViewer),
    follows: new FollowsService(db, forgetArticles, forgetViewer),
    shields: new ShieldsService(db, forgetArticles, readCaches, forgetViewer),
    footprints: new FootprintsService(db, forgetArticles, forgetViewer),
    notifications: new NotificationsService(db, forgetArticles),
    noticeMails,
    catalogue: new CatalogueService(db, uploads),
    reviews: new ReviewsService(db, points, uploads, reviewPages),
    stores,
    chances,
    qrBatches: new QrBatchesService(db, new CodeVault(config.qrCodeKey), config.publicUrl, log),
    scan: new ScanService(db, points, chances, config.appKey, () => reviewPages.clear()),
    jobs,
    activities: new ActivitiesService(db, ledgers, uploads),
    draws: new DrawsService(db, ledgers, jobs),
    reservations: new ReservationsService(db, ledgers),
    awards: new AwardsService(db),
    proofs: new ProofsService(db, storage, (id) => auth.forgetUser(id), noticeMails),
    videoTools,
    music,
    videos,
    workOrders: new WorkOrdersService(db, uploads),
    feedback: new FeedbackService(db, uploads),
    reports: new ReportsService(db, uploads, moderationTargets),
    account: new AccountService(db),
    moderation: new ModerationService(
      db,
      moderationTargets,
      memberModeration(db, (id) => auth.forgetUser(id)),
    ),
    stats: new StatsService(db, log, config.usageBuffer, (ids) => articles.titles(ids)),
    sessions: new SessionsService(db, auth),
    exports,
    deletion: new DeletionService(db, auth, captcha, jobs, storage, articles, comments, exports),
    consents: new ConsentsService(db, auth),
    retention: new RetentionService(db, jobs, storage, exports, config.retention, log),
    tiers,
    tiersConsole: new TiersConsole(db, tiers),
    tierJobs: new TierJobs(db, jobs, points, tiers, now),
    web: webApp(config),
  };
}
