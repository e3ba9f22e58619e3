import { parseArgs } from 'node:util';
import { analyticsReport } from '../modules/site/analytics-report';
import { runCli, withDatabase } from './cli';

const USAGE = `Usage: npm run analytics:report -- [--days 30] [--json]

Prints the public site's first-party analytics (kept in staging and production only): per day
and country, visits, page views, how many visits saw each landing section, and the funnel
landing → signup → checkout → first delivery. Uses DATABASE_URL, or the embedded PostgreSQL in
DATA_DIR (stop the server first).`;

const DAY_MS = 86_400_000;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      days: { type: 'string', default: '30' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > 3660) {
    console.error(`--days: a whole number of days from 1 to 3660\n\n${USAGE}`);
    return 2;
  }
  return withDatabase(async (db) => {
    const to = new Date();
    const report = await analyticsReport(db, new Date(to.getTime() - days * DAY_MS), to);
    if (values.json) {
      console.log(JSON.stringify(report, null, 2));
      return 0;
    }
    if (report.length === 0) {
      console.log(`No visits in the last ${days} days (analytics are kept in staging and production only).`);
      return 0;
    }
    console.table(
      report.map((row) => ({
        day: row.day,
        country: row.country,
        visits: row.visits,
        'page views': row.page_views,
        ...Object.fromEntries(Object.entries(row.sections).map(([name, seen]) => [`§${name}`, seen])),
        landing: row.funnel.landing,
        signup: row.funnel.signup,
        checkout: row.funnel.checkout,
        'first delivery': row.funnel.first_delivery,
      })),
    );
    return 0;
  });
}

runCli(main);
