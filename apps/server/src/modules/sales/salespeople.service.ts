import { randomBytes } from 'node:crypto';
import type { Login, NewSalesperson } from '@rutaviva/domain';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { hashPassword } from '../../lib/passwords';
import type { Tokens } from '../../lib/tokens';
import { checkPassword } from '../auth/password-check';
import { presentSalesperson } from './salespeople.presenters';
import * as repo from './salespeople.repo';

const UNIQUE_VIOLATION = '23505';
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Eight characters without look-alikes (no i, l, o, 0, 1): easy to read out to a customer. */
export function newReferralCode(): string {
  return [...randomBytes(8)].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

/** Salespeople (issue 13): created by the operator, signed in with sessions of their own. */
export class SalespeopleService {
  constructor(private readonly deps: { db: Db; tokens: Tokens; clock: Clock }) {}

  /** `npm run salesperson:create`: 409 `email_taken` when the email has a salesperson already. */
  async create(input: NewSalesperson) {
    const { db, clock } = this.deps;
    if (await repo.findSalespersonByEmail(db, input.email)) throw new AppError('email_taken', 409);
    const passwordHash = await hashPassword(input.password);
    // A referral code that happens to be taken is drawn again; an email raced in meanwhile is taken.
    for (let attempt = 0; ; attempt++) {
      try {
        return await repo.insertSalesperson(
          db,
          {
            email: input.email,
            passwordHash,
            fullName: input.full_name,
            cellPhone: input.cell_phone,
            language: input.language,
            referralCode: newReferralCode(),
          },
          clock.now(),
        );
      } catch (error) {
        const { code, constraint } = error as { code?: string; constraint?: string };
        if (code !== UNIQUE_VIOLATION) throw error;
        if (constraint === 'salespeople_email' || attempt >= 5) throw new AppError('email_taken', 409);
      }
    }
  }

  async login(input: Login, publicUrl: string) {
    const { db, tokens } = this.deps;
    const salesperson = await repo.findSalespersonByEmail(db, input.email);
    const matches = await checkPassword(db, 'salespeople', salesperson, input.password);
    if (!salesperson || !matches) throw new AppError('invalid_credentials', 401);
    return {
      jwt_token: await tokens.signSalesperson(salesperson.id, salesperson.session_version),
      salesperson: presentSalesperson(salesperson, publicUrl),
    };
  }

  async me(salespersonId: string, publicUrl: string) {
    const salesperson = await repo.findSalespersonById(this.deps.db, salespersonId);
    if (!salesperson) throw notFound();
    return presentSalesperson(salesperson, publicUrl);
  }

  /** The session version tokens must carry; undefined once the salesperson is gone. */
  async sessionVersionOf(salespersonId: string): Promise<number | undefined> {
    return (await repo.findSalespersonById(this.deps.db, salespersonId))?.session_version;
  }
}
