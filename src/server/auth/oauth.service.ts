import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ExternalRegister, OauthTicketInfo, Session } from '../../shared/schemas/auth.ts';
import type { Config } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { oauthStates, oauthTickets, userIdentities, users } from '../db/schema.ts';
import type { CodeClient } from '../http/code-client.ts';
import { AppError, badRequest } from '../http/errors.ts';
import { hashSecret, newToken } from '../infra/tokens.ts';
import { UNKNOWN_CLIENT, type AuthService } from './auth.service.ts';
import type { CaptchaService } from './captcha.service.ts';

const PROVIDER = 'facebook';
const STATE_TTL_MS = 10 * 60 * 1000;
const TICKET_TTL_MS = 15 * 60 * 1000;
export const CALLBACK_PATH = '/api/auth/oauth/callback/facebook';

const ticketInvalid = () => badRequest('ticket', 'auth.ticketInvalid', 'TICKET_INVALID');

/** Thrown when the provider round trip fails; the web page shows `reason`. */
export class OauthFailure extends Error {
  constructor(public readonly reason: 'disabled' | 'state' | 'denied' | 'provider') {
    super(`OAuth failure: ${reason}`);
  }
}

interface ProviderProfile {
  subject: string;
  /** Only an address the provider marks verified (`email_verified: true`); anything else is null. */
  email: string | null;
  name: string | null;
}

/** Facebook sign-in: authorisation-code flow with a single-use state, then a single-use ticket for the web app. */
export class OauthService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly auth: AuthService,
    private readonly captcha: CaptchaService,
  ) {}

  get enabled() {
    return Boolean(this.config.facebook.clientId && this.config.facebook.clientSecret);
  }

  private get redirectUri() {
    return `${this.config.publicUrl}${CALLBACK_PATH}`;
  }

  /** The provider URL to send the browser to. */
  async authorizeUrl(): Promise<string> {
    const fb = this.config.facebook;
    if (!this.enabled || !fb.clientId) throw new OauthFailure('disabled');
    const state = newToken();
    await this.db.insert(oauthStates).values({
      stateHash: hashSecret(state),
      provider: PROVIDER,
      expiresAt: new Date(Date.now() + STATE_TTL_MS),
    });
    const url = new URL(fb.authorizeUrl);
    url.searchParams.set('client_id', fb.clientId);
    url.searchParams.set('redirect_uri', this.redirectUri);
    url.searchParams.set('state', state);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', 'email public_profile');
    return url.toString();
  }

  /** Checks the state, exchanges the code and returns a ticket for the web app. */
  async callback(q: { code?: string; state?: string; error?: string }): Promise<string> {
    if (!this.enabled) throw new OauthFailure('disabled');
    if (!q.state) throw new OauthFailure('state');
    const consumed = await this.db
      .delete(oauthStates)
      .where(and(eq(oauthStates.stateHash, hashSecret(q.state)), gt(oauthStates.expiresAt, sql`now()`)))
      .returning({ provider: oauthStates.provider });
    if (consumed.length === 0) throw new OauthFailure('state');
    if (q.error || !q.code) throw new OauthFailure('denied');

    const profile = await this.fetchProfile(q.code);
    const userId = await this.findUser(profile);
    const ticket = newToken();
    await this.db.insert(oauthTickets).values({
      ticketHash: hashSecret(ticket),
      provider: PROVIDER,
      subject: profile.subject,
      email: profile.email,
      name: profile.name,
      userId,
      expiresAt: new Date(Date.now() + TICKET_TTL_MS),
    });
    return ticket;
  }

  private async fetchProfile(code: string): Promise<ProviderProfile> {
    const fb = this.config.facebook;
    const tokenRes = await fetch(fb.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: this.redirectUri,
        client_id: fb.clientId ?? '',
        client_secret: fb.clientSecret ?? '',
      }),
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    if (!tokenRes?.ok) throw new OauthFailure('provider');
    const token = (await tokenRes.json()) as { access_token?: string };
    if (!token.access_token) throw new OauthFailure('provider');
    const meRes = await fetch(fb.userinfoUrl, {
      headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    if (!meRes?.ok) throw new OauthFailure('provider');
    const me = (await meRes.json()) as {
      id?: string;
      sub?: string;
      email?: string;
      email_verified?: boolean | string;
      name?: string;
    };
    const subject = me.id ?? me.sub;
    if (!subject) throw new OauthFailure('provider');
    // An address the provider does not vouch for proves nothing: it neither links to an account
    // nor spares the emailed code at registration.
    const verified = me.email_verified === true || me.email_verified === 'true';
    const email = verified ? (me.email?.trim().toLowerCase() ?? null) : null;
    return { subject: String(subject), email, name: me.name ?? null };
  }

  /**
   * The user this provider account signs in as. A verified provider email that matches an account
   * links to it.
   */
  private async findUser(profile: ProviderProfile): Promise<bigint | null> {
    const [linked] = await this.db
      .select({ userId: userIdentities.userId })
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, PROVIDER), eq(userIdentities.subject, profile.subject)));
    if (linked) return linked.userId;
    if (!profile.email) return null;
    const [byEmail] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, profile.email));
    if (!byEmail) return null;
    await this.db
      .insert(userIdentities)
      .values({ userId: byEmail.id, provider: PROVIDER, subject: profile.subject })
      .onConflictDoNothing();
    return byEmail.id;
  }

  private async liveTicket(ticket: string) {
    const [row] = await this.db
      .select()
      .from(oauthTickets)
      .where(
        and(
          eq(oauthTickets.ticketHash, hashSecret(ticket)),
          isNull(oauthTickets.usedAt),
          gt(oauthTickets.expiresAt, sql`now()`),
        ),
      );
    if (!row) throw ticketInvalid();
    return row;
  }

  async ticketInfo(ticket: string): Promise<OauthTicketInfo> {
    const row = await this.liveTicket(ticket);
    return { provider: PROVIDER, needsRegistration: row.userId === null, email: row.email, name: row.name };
  }

  /** Redeems a ticket of a known user for a session, once. */
  async exchange(ticket: string, client = UNKNOWN_CLIENT): Promise<Session> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(oauthTickets)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(oauthTickets.ticketHash, hashSecret(ticket)),
            isNull(oauthTickets.usedAt),
            isNotNull(oauthTickets.userId),
            gt(oauthTickets.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: oauthTickets.userId });
      if (!row?.userId) throw ticketInvalid();
      const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
      if (!user) throw ticketInvalid();
      return this.auth.openSession(tx, user, client);
    });
  }

  /**
   * Completes a new provider user: the ticket, the user, the identity and the session commit together.
   * The address must be the one the provider confirmed, or be proven with an emailed code.
   */
  async register(
    input: ExternalRegister & { countryCode: string },
    from: CodeClient,
    client = UNKNOWN_CLIENT,
  ): Promise<Session> {
    this.auth.assertOldEnough(input.birthday);
    const pending = await this.liveTicket(input.ticket);
    if (pending.userId !== null) throw ticketInvalid();
    if (!(await this.auth.isEmailUnique(input.email))) {
      throw new AppError(409, 'EMAIL_TAKEN', 'auth.emailTaken', {
        fields: [{ field: 'email', key: 'auth.emailTaken' }],
      });
    }
    const complete = async (tx: Tx) => {
      const [row] = await tx
        .update(oauthTickets)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(oauthTickets.ticketHash, hashSecret(input.ticket)),
            isNull(oauthTickets.usedAt),
            isNull(oauthTickets.userId),
            gt(oauthTickets.expiresAt, sql`now()`),
          ),
        )
        .returning();
      if (!row) throw ticketInvalid();
      const user = await this.auth.createUser(tx, input);
      await tx.insert(userIdentities).values({ userId: user.id, provider: PROVIDER, subject: row.subject });
      return this.auth.openSession(tx, user, client);
    };
    if (pending.email === input.email) return this.db.transaction(complete);
    if (!input.code) throw badRequest('code', 'validation.code', 'CODE_REQUIRED');
    return this.captcha.withCode(input.email, 'register', input.code, from, complete);
  }
}
