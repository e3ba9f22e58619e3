import { createSecretKey, type KeyObject } from 'node:crypto';
import type { ApiKeyScope } from '@rutaviva/domain';
import { errors, jwtVerify, SignJWT } from 'jose';
import { apiKeyDigest, isWellFormedApiKey } from './api-keys';
import { type Clock, unixSeconds } from './clock';

const ROLES = ['admin', 'salesperson', 'courier'] as const;
export type Role = (typeof ROLES)[number];

export interface SessionClaims {
  userId: string;
  businessId: string;
  role: Role;
  /** The user's session version when the token was signed; tokens without one read as 0. */
  sessionVersion?: number;
  /**
   * Set when the request came with an API key (issue 16) instead of a session: the key and its
   * scopes. `userId` is then the admin who created the key, `role` is 'admin'.
   */
  apiKey?: { id: string; scopes: ApiKeyScope[] };
  /** When the session token runs out (unix seconds); unset for an API key. */
  expires?: number;
}

/** The claims of a live API key found by its digest, or null for an unknown or revoked one. */
export type ApiKeyClaimsOf = (digest: string) => Promise<SessionClaims | null>;

/** The admin a channel token was signed for, with the session version of that admin's session. */
export interface ChannelViewer {
  userId: string;
  sessionVersion: number;
  /** When the admin's session token runs out (unix seconds): a stream ends then at the latest. */
  sessionExpires?: number;
}

/** What a channel token allows: opening until `expires` (unix seconds), as `viewer` when it names one. */
export interface ChannelGrant {
  expires: number;
  viewer?: ChannelViewer;
}

/** The current session version of a user or courier, or undefined when it no longer exists. */
export type SessionVersionOf = (claims: SessionClaims) => Promise<number | undefined>;

const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
const ALGORITHM = 'HS256';
const VERIFIED_CACHE_SIZE = 10_000;

/** Signs and checks the JWTs of sessions and of password-reset links (HS256, jose). */
export class Tokens {
  // A KeyObject made once: jose would otherwise import raw bytes again on every verify.
  private readonly key: KeyObject;
  private readonly verified = new Map<string, { claims: SessionClaims; expiresAt: number }>();

  constructor(
    secret: string,
    private readonly clock: Clock,
    /**
     * Checked on every verified session, so a password reset or change ends old sessions. An
     * admin's is a primary-key read each time; a courier's phone sends its token every few
     * seconds, so the caller may answer couriers from a short-lived cache (decision 0013).
     */
    private readonly sessionVersionOf?: SessionVersionOf,
    /** Looks API keys up (issue 16); without it no key is accepted. */
    private readonly apiKeyClaimsOf?: ApiKeyClaimsOf,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  async signSession(claims: SessionClaims): Promise<string> {
    const now = unixSeconds(this.clock.now());
    return await new SignJWT({
      bid: claims.businessId,
      role: claims.role,
      typ: 'session',
      sv: claims.sessionVersion ?? 0,
    })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(claims.userId)
      .setIssuedAt(now)
      .setExpirationTime(now + SESSION_TTL_SECONDS)
      .sign(this.key);
  }

  /** The session's claims, or null for a token that is expired, forged or of another kind. */
  async verifySession(token: string): Promise<SessionClaims | null> {
    // A courier sends the same token every few seconds: remember good ones until they expire.
    const claims = await this.verifySignedSession(token);
    if (!claims || !this.sessionVersionOf) return claims;
    const current = await this.sessionVersionOf(claims);
    return current === (claims.sessionVersion ?? 0) ? claims : null;
  }

  /** The claims of an API key (with `apiKey` set), or null when it is malformed, unknown or revoked. */
  async verifyApiKey(key: string): Promise<SessionClaims | null> {
    if (!this.apiKeyClaimsOf || !isWellFormedApiKey(key)) return null;
    return await this.apiKeyClaimsOf(apiKeyDigest(key));
  }

  private async verifySignedSession(token: string): Promise<SessionClaims | null> {
    const cached = this.verified.get(token);
    if (cached && cached.expiresAt > unixSeconds(this.clock.now())) return cached.claims;
    const payload = await this.verify(token, 'session');
    const role = payload?.role;
    if (!payload || typeof payload.bid !== 'string' || !ROLES.includes(role as Role)) return null;
    const claims: SessionClaims = {
      userId: payload.sub as string,
      businessId: payload.bid,
      role: role as Role,
      sessionVersion: typeof payload.sv === 'number' ? payload.sv : 0,
      expires: payload.exp,
    };
    if (this.verified.size >= VERIFIED_CACHE_SIZE)
      this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, { claims, expiresAt: payload.exp ?? 0 });
    return claims;
  }

  /**
   * A salesperson's session (issue 13): a token type of its own, so it is never taken where an
   * admin's or a courier's session belongs, nor the other way round.
   */
  async signSalesperson(salespersonId: string, sessionVersion: number): Promise<string> {
    const now = unixSeconds(this.clock.now());
    return await new SignJWT({ typ: 'salesperson', sv: sessionVersion })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(salespersonId)
      .setIssuedAt(now)
      .setExpirationTime(now + SESSION_TTL_SECONDS)
      .sign(this.key);
  }

  /** The salesperson and session version a token carries, or null when it is no salesperson's. */
  async verifySalesperson(token: string): Promise<{ salespersonId: string; sessionVersion: number } | null> {
    const payload = await this.verify(token, 'salesperson');
    if (!payload) return null;
    return {
      salespersonId: payload.sub as string,
      sessionVersion: typeof payload.sv === 'number' ? payload.sv : 0,
    };
  }

  async signPasswordReset(userId: string, resetId: string, expiresAt: Date): Promise<string> {
    return await new SignJWT({ typ: 'password_reset' })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(userId)
      .setJti(resetId)
      .setIssuedAt(unixSeconds(this.clock.now()))
      .setExpirationTime(unixSeconds(expiresAt))
      .sign(this.key);
  }

  /** The reset id the link carries, or null when the token is expired, forged or not for `userId`. */
  async verifyPasswordReset(token: string, userId: string): Promise<string | null> {
    const payload = await this.verify(token, 'password_reset');
    if (!payload || payload.sub !== userId || typeof payload.jti !== 'string') return null;
    return payload.jti;
  }

  /**
   * A short-lived permission to open the event stream of one private channel. With `viewer`
   * (the admin's user id and session version) an open stream lasts as long as that session.
   */
  async signChannel(channel: string, ttlSeconds: number, viewer?: ChannelViewer): Promise<string> {
    const now = unixSeconds(this.clock.now());
    const claims = viewer
      ? { typ: 'channel', uid: viewer.userId, sv: viewer.sessionVersion, sexp: viewer.sessionExpires }
      : { typ: 'channel' };
    return await new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(channel)
      .setIssuedAt(now)
      .setExpirationTime(now + ttlSeconds)
      .sign(this.key);
  }

  /** What the token allows on `channel`, or null when it is no good for it. */
  async verifyChannel(token: string, channel: string): Promise<ChannelGrant | null> {
    const payload = await this.verify(token, 'channel');
    if (payload?.sub !== channel || typeof payload.exp !== 'number') return null;
    const { uid, sv, sexp } = payload;
    const sessionExpires = typeof sexp === 'number' ? sexp : undefined;
    const viewer =
      typeof uid === 'string' && typeof sv === 'number'
        ? { userId: uid, sessionVersion: sv, sessionExpires }
        : undefined;
    return { expires: payload.exp, viewer };
  }

  /** Whether the admin's session the viewer came with still holds (not reset, ended or removed). */
  async isViewerCurrent(viewer: ChannelViewer, businessId: string): Promise<boolean> {
    if (!this.sessionVersionOf) return true;
    const claims: SessionClaims = { userId: viewer.userId, businessId, role: 'admin' };
    return (await this.sessionVersionOf(claims)) === viewer.sessionVersion;
  }

  private async verify(token: string, type: string) {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        currentDate: this.clock.now(),
      });
      return payload.typ === type && typeof payload.sub === 'string' ? payload : null;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
