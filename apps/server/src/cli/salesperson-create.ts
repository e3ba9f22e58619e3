import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { fieldMessage, NewSalespersonSchema } from '@rutaviva/domain';
import { AppError } from '../http/errors';
import { systemClock } from '../lib/clock';
import { persistentSecret } from '../lib/secrets';
import { Tokens } from '../lib/tokens';
import { referralUrl } from '../modules/sales/salespeople.presenters';
import { SalespeopleService } from '../modules/sales/salespeople.service';
import { runCli, withDatabase } from './cli';

const USAGE = `Usage: npm run salesperson:create -- --email EMAIL --name "FULL NAME" --phone PHONE [--country MX] [--language spanish|english]

Creates a salesperson account (issue 13): they sign in at /salesperson_login, see their
businesses on /panel and share their referral link. The password is SALESPERSON_PASSWORD when
set, else a new one printed once. Uses DATABASE_URL, or the embedded PostgreSQL in DATA_DIR
(stop the server first: one embedded database serves one process at a time).`;

/** 18 characters from a 56-letter alphabet: about 104 bits, and readable aloud. */
function newPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
  return [...randomBytes(18)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      phone: { type: 'string' },
      country: { type: 'string', default: 'MX' },
      language: { type: 'string', default: 'spanish' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const generated = process.env.SALESPERSON_PASSWORD ? null : newPassword();
  const parsed = NewSalespersonSchema.safeParse({
    email: values.email,
    password: process.env.SALESPERSON_PASSWORD ?? generated,
    full_name: values.name,
    cell_phone: values.phone,
    country_iso: values.country?.toUpperCase(),
    language: values.language,
  });
  if (!parsed.success) {
    const flags: Record<string, string> = {
      email: '--email',
      password: 'SALESPERSON_PASSWORD',
      full_name: '--name',
      cell_phone: '--phone',
      country_iso: '--country',
      language: '--language',
    };
    for (const issue of parsed.error.issues)
      console.error(
        `${flags[String(issue.path[0])] ?? issue.path.join('.')}: ${fieldMessage(issue.message, 'english')}`,
      );
    console.error(`\n${USAGE}`);
    return 2;
  }

  return withDatabase(async (db, config) => {
    const jwtSecret = config.jwtSecret ?? (await persistentSecret(config.dataDir, 'jwt-secret'));
    const service = new SalespeopleService({
      db,
      tokens: new Tokens(jwtSecret, systemClock),
      clock: systemClock,
    });
    try {
      const salesperson = await service.create(parsed.data);
      console.log(`Created the salesperson ${salesperson.full_name} <${salesperson.email}>
  Sign in:       ${config.publicUrl}/salesperson_login
  Referral link: ${referralUrl(config.publicUrl, salesperson.referral_code)}`);
      if (generated) console.log(`  Password:      ${generated}   (shown once: give it to them now)`);
      return 0;
    } catch (error) {
      if (error instanceof AppError && error.code === 'email_taken') {
        console.error(`--email: ${parsed.data.email} already belongs to a salesperson`);
        return 1;
      }
      throw error;
    }
  });
}

runCli(main);
