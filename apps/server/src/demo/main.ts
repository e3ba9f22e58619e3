import { parseArgs } from 'node:util';
import type { DemoHistoryAnswer } from '../modules/demo-history/demo-history.presenters';
import {
  COYOACAN_TO_UNIVERSIDAD,
  INSURGENTES_TO_WTC,
  REFORMA_TO_ANTROPOLOGIA,
  REFORMA_TO_BELLAS_ARTES,
} from './cdmx-routes';
import { pause, simulateCourier } from './courier-simulator';
import { DEMO_ADMIN, DEMO_COURIER_PASSWORD, ensureDemoAccount, ensureDemoHistory } from './demo-account';
import { DemoApi, DemoApiError } from './demo-api';
import { type DemoRoute, stepKm } from './route-points';

/** Which streets each demo courier drives, by username. */
const ROUTES: Record<string, readonly DemoRoute[]> = {
  'demo.ana': [REFORMA_TO_BELLAS_ARTES],
  'demo.luis': [INSURGENTES_TO_WTC, REFORMA_TO_ANTROPOLOGIA],
  'demo.sofia': [COYOACAN_TO_UNIVERSIDAD],
};

const USAGE = `Usage: npm run demo -- [--url http://localhost:3000] [--interval 2] [--speed 30]

Creates the demo business (once), fills its last 30 days of deliveries (a development server
only; a later run adds just the days since) and drives three simulated couriers around
Mexico City through the server's API until Ctrl-C.
  --url       the running server (default DEMO_URL or http://localhost:3000)
  --interval  seconds between two positions (default 2)
  --speed     km/h (default 30)`;

const count = (value: number) => value.toLocaleString('en-US');

function describeHistory(history: DemoHistoryAnswer | null, url: string): string {
  if (!history) return 'none: the server is not in development mode, so only live deliveries show.';
  const total = history.branches.reduce((sum, branch) => sum + branch.deliveries, 0);
  const branches = history.branches.map((branch) => `${branch.name} ${count(branch.deliveries)}`).join(', ');
  const added = history.added_deliveries > 0 ? `${count(history.added_deliveries)} added now` : 'up to date';
  return `${added}. ${count(total)} deliveries from ${history.start_date} to ${history.end_date} (${branches})
  Reports and feedback: ${url}/reports and ${url}/reviews`;
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      interval: { type: 'string', default: '2' },
      speed: { type: 'string', default: '30' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const url = (values.url ?? process.env.DEMO_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  const intervalSeconds = Number(values.interval);
  const speed = Number(values.speed);
  if (!(intervalSeconds > 0) || !(speed > 0))
    throw new Error(`--interval and --speed must be positive\n\n${USAGE}`);

  const api = new DemoApi(url);
  const { admin, created, couriers } = await ensureDemoAccount(api).catch((error: unknown) => {
    if (error instanceof DemoApiError && error.code === 'unreachable') {
      throw new Error(`${error.message}. Start the server first (npm start) or pass --url.`);
    }
    throw error;
  });
  console.log(`${created ? 'Created' : 'Using'} the demo business "RutaViva Demo" at ${url}
  Admin:    ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}   (${url}/login)
  Couriers: ${couriers.map((c) => c.spec.username).join(', ')} / ${DEMO_COURIER_PASSWORD}   (${url}/courier)
  Branches: ${admin.branch_names.map((branch) => branch.name).join(', ')}
  Messages with the tracking links: ${url}/dev/outbox`);
  process.stdout.write('Filling the last 30 days of deliveries… ');
  console.log(describeHistory(await ensureDemoHistory(api, admin), url));
  console.log(
    `Driving ${couriers.length} couriers every ${intervalSeconds} s at ${speed} km/h. Ctrl-C ends the trips and stops.\n`,
  );

  const stop = new AbortController();
  process.once('SIGINT', () => {
    console.log('\nEnding the trips under way… (Ctrl-C again to quit at once)');
    stop.abort();
    process.once('SIGINT', () => process.exit(130));
  });

  await Promise.all(
    couriers.map(async (courier, index) => {
      // Staggered, so the couriers do not all start and arrive together.
      await pause(index * 3000, stop.signal);
      await simulateCourier(api, courier, ROUTES[courier.spec.username] ?? [REFORMA_TO_BELLAS_ARTES], {
        intervalMs: intervalSeconds * 1000,
        stepKm: stepKm(speed, intervalSeconds),
        signal: stop.signal,
      });
    }),
  );
  console.log('Demo stopped.');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
