import {
  defaultMessageLanguage,
  type Language,
  type Login,
  ONBOARDING_STATE_AFTER_SIGNUP,
  PASSWORD_RESET_TTL_SECONDS,
  type Signup,
} from '@rutaviva/domain';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import type { SessionClaims, Tokens } from '../../lib/tokens';
import type { EmailProvider } from '../../providers/email';
import { branchesOf, findBusinessById } from '../business/business.repo';
import { presentCurrentUser, presentSession } from './auth.presenters';
import * as repo from './auth.repo';
import { checkPassword } from './password-check';
import { passwordResetEmail } from './password-reset-email';

export interface AuthDeps {
  db: Db;
  tokens: Tokens;
  email: EmailProvider;
  clock: Clock;
  /** Failures of work done after the answer was sent (the reset email). */
  onError: (error: unknown) => void;
}

const UNIQUE_VIOLATION = '23505';
const resetLinkInvalid = () => new AppError('reset_link_invalid', 400);

export class AuthService {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly deps: AuthDeps) {}

  /** Resolves when the reset emails asked for so far are recorded (shutdown and tests). */
  async drain(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  async signup(input: Signup) {
    const { db, tokens } = this.deps;
    if (await repo.findUserByEmail(db, input.email)) throw this.emailTaken();
    const passwordHash = await hashPassword(input.password);
    try {
      const { business, user, branches } = await repo.insertBusinessWithAdmin(
        db,
        input,
        {
          passwordHash,
          onboardingState: ONBOARDING_STATE_AFTER_SIGNUP,
          // Issue 10: customers' messages start in the country's language; My info changes it.
          messageLanguage: defaultMessageLanguage(input.country_iso),
        },
        this.deps.clock.now(),
      );
      const token = await tokens.signSession({
        userId: user.id,
        businessId: business.id,
        role: 'admin',
        sessionVersion: user.session_version,
      });
      return presentSession(token, user, business, branches);
    } catch (error) {
      // Two signups racing for one email: the unique index decides.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw this.emailTaken();
      throw error;
    }
  }

  async login(input: Login) {
    const { db, tokens } = this.deps;
    const user = await repo.findUserByEmail(db, input.email);
    const matches = await checkPassword(db, 'users', user, input.password);
    if (!user || !matches) throw new AppError('invalid_credentials', 401);
    const business = await findBusinessById(db, user.business_id);
    if (!business) throw new AppError('invalid_credentials', 401);
    const token = await tokens.signSession({
      userId: user.id,
      businessId: business.id,
      role: user.role as SessionClaims['role'],
      sessionVersion: user.session_version,
    });
    return presentSession(token, user, business, await branchesOf(db, business.id));
  }

  /** True when the token is a live session of a user who still exists. */
  async verifyToken(token: string): Promise<boolean> {
    const claims = await this.deps.tokens.verifySession(token);
    if (!claims) return false;
    return (await repo.findUserById(this.deps.db, claims.userId)) !== undefined;
  }

  /** Ends every session of the signed-in user, this one included, on every device. */
  async logoutEverywhere(auth: SessionClaims): Promise<void> {
    await repo.raiseSessionVersion(this.deps.db, auth.userId, this.deps.clock.now());
  }

  /** Users may load only themselves: any other id answers 404. */
  async currentUser(auth: SessionClaims, userId: string) {
    const { db } = this.deps;
    if (auth.userId !== userId) throw notFound();
    const user = await repo.findUserById(db, userId);
    const business = user && (await findBusinessById(db, user.business_id));
    if (!user || !business) throw notFound();
    return presentCurrentUser(user, business, await branchesOf(db, business.id));
  }

  /**
   * Sends a reset link when the account exists, after the caller has answered: looking the
   * account up and writing the link take time only when it exists, and an answer that waited
   * for them would tell who has an account. The link starts with `publicUrl`, the request's.
   */
  requestPasswordReset(email: string, publicUrl: string): void {
    const work = this.sendResetLink(email, publicUrl)
      .catch(this.deps.onError)
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  private async sendResetLink(email: string, publicUrl: string): Promise<void> {
    const { db, tokens, clock } = this.deps;
    const user = await repo.findUserByEmail(db, email);
    if (!user) return;
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_SECONDS * 1000);
    const resetId = await repo.insertPasswordReset(db, user.id, now, expiresAt);
    const token = await tokens.signPasswordReset(user.id, resetId, expiresAt);
    const link = `${publicUrl}/password_reset/${user.id}/${token}`;
    await this.deps.email.send({
      ...passwordResetEmail(user.email, user.full_name, link, user.language as Language),
      businessId: user.business_id,
    });
  }

  /** The email of a usable reset link; `reset_link_invalid` when expired, used or wrong. */
  async checkResetLink(userId: string, token: string) {
    const reset = await this.usableReset(userId, token);
    const user = await repo.findUserById(this.deps.db, reset.user_id);
    if (!user) throw resetLinkInvalid();
    return { email: user.email };
  }

  async resetPassword(userId: string, token: string, password: string): Promise<void> {
    const reset = await this.usableReset(userId, token);
    const passwordHash = await hashPassword(password);
    const done = await repo.resetPassword(
      this.deps.db,
      reset.id,
      userId,
      passwordHash,
      this.deps.clock.now(),
    );
    if (!done) throw resetLinkInvalid();
  }

  private async usableReset(userId: string, token: string) {
    const resetId = await this.deps.tokens.verifyPasswordReset(token, userId);
    if (!resetId || !isUuid(resetId) || !isUuid(userId)) throw resetLinkInvalid();
    const reset = await repo.findUsablePasswordReset(this.deps.db, resetId, userId, this.deps.clock.now());
    if (!reset) throw resetLinkInvalid();
    return reset;
  }

  private emailTaken() {
    return new AppError('email_taken', 409, undefined, { email: 'email_taken' });
  }
}
