import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Runs `biome check --error-on-warnings .`, as `npm run check` does, with the repository's own
 * biome.json on a throwaway tree: files are written to a temporary folder, never into the
 * repository, so a run cannot leave a violation behind or race an editor.
 */
const root = resolve(import.meta.dirname, '..');
const biome = join(root, 'node_modules/@biomejs/biome/bin/biome');

interface Diagnostic {
  severity: string;
  category: string;
  location: { path: string | null };
}

const cleanFiles: Record<string, string> = {
  'apps/web/src/features/reports/reports-page.ts': [
    "import { apiGet } from '../../lib/api';",
    "import { getTrips } from './api/get-trips';",
    '',
    'export const reportsPage = [apiGet, getTrips];',
  ].join('\n'),
  'apps/web/src/features/reports/api/get-trips.ts': [
    "import { apiGet } from '../../../lib/api';",
    "import { filters } from '../report-filters';",
    '',
    'export const getTrips = [apiGet, filters];',
  ].join('\n'),
  'apps/web/src/features/branding/tracking-preview.ts': [
    "import { trip } from '../../tracking/lib/trip';",
    '',
    'export const preview = trip;',
  ].join('\n'),
  'apps/web/src/app/routes.ts': [
    "import { reportsPage } from '../features/reports/reports-page';",
    '',
    'export const routes = [reportsPage];',
  ].join('\n'),
  'apps/web/src/courier/app.ts': [
    "import { Icon } from '../components/icons';",
    '',
    'export const app = Icon;',
  ].join('\n'),
  // The demo tours show the other features' and the courier app's own screens (features/tours/README.md).
  'apps/web/src/features/tours/tour-monitor.ts': [
    "import { StartForm } from '../../courier/screens/start-form';",
    "import { MonitorMap } from '../monitor/monitor-map';",
    '',
    'export const stage = [MonitorMap, StartForm];',
  ].join('\n'),
  'apps/server/src/modules/trips/trips.service.ts': [
    "import { findBusiness } from '../business/business.repo';",
    '',
    'export const tripsService = findBusiness;',
  ].join('\n'),
  'packages/domain/src/distance.ts': 'export const km = (metres: number) => metres / 1000;',
};

/** Each file breaks one boundary; the rule named is the one that must report it. */
const violations: Record<string, { code: string; rule: string }> = {
  'apps/web/src/features/reports/team-link.ts': {
    code: "import { teamPage } from '../team/team-page';\n\nexport const link = teamPage;",
    rule: 'lint/style/noRestrictedImports',
  },
  'apps/web/src/features/reports/api/get-team.ts': {
    code: "import { getTeam } from '../../team/api/get-team';\n\nexport const team = getTeam;",
    rule: 'lint/style/noRestrictedImports',
  },
  'apps/web/src/features/monitor/map/parts/pin.ts': {
    code: "import { rating } from '../../../reviews/rating-face';\n\nexport const pin = rating;",
    rule: 'lint/style/noRestrictedImports',
  },
  'apps/web/src/features/reports/through-src.ts': {
    code: "import { teamPage } from '../../features/team/team-page';\n\nexport const link = teamPage;",
    rule: 'lint/style/noRestrictedImports',
  },
  'apps/web/src/courier/admin-words.ts': {
    code: "import { teamPage } from '../features/team/team-page';\n\nexport const words = teamPage;",
    rule: 'lint/style/noRestrictedImports',
  },
  'apps/web/src/tracking/admin-chart.ts': {
    code: "import { chart } from '../features/reports/charts/chart';\n\nexport const shown = chart;",
    rule: 'lint/style/noRestrictedImports',
  },
  'apps/web/src/components/team-badge.ts': {
    code: "import { teamPage } from '../features/team/team-page';\n\nexport const badge = teamPage;",
    rule: 'lint/style/noRestrictedImports',
  },
  'apps/web/src/features/tours/shell.ts': {
    code: "import { routes } from '../../app/routes';\n\nexport const shell = routes;",
    rule: 'lint/style/noRestrictedImports',
  },
  'packages/domain/src/read-file.ts': {
    code: "import { readFileSync } from 'node:fs';\n\nexport const read = readFileSync;",
    rule: 'lint/correctness/noNodejsModules',
  },
  'packages/domain/src/join-path.ts': {
    code: "import path from 'path';\n\nexport const joined = path.join;",
    rule: 'lint/correctness/noNodejsModules',
  },
  'packages/domain/src/here.ts': {
    code: 'export const here = () => window.location.href;',
    rule: 'lint/style/noRestrictedGlobals',
  },
  'packages/domain/src/bytes.ts': {
    code: 'export const size = (text: string) => Buffer.byteLength(text);',
    rule: 'lint/style/noRestrictedGlobals',
  },
  'apps/server/src/modules/reports/reports.service.ts': {
    code: "import { tripsRoutes } from '../trips/trips.routes';\n\nexport const reportsService = tripsRoutes;",
    rule: 'lint/style/noRestrictedImports',
  },
};

let tree: string;

async function writeTree(folder: string, files: Record<string, string>) {
  await mkdir(folder, { recursive: true });
  await copyFile(join(root, 'biome.json'), join(folder, 'biome.json'));
  for (const [path, code] of Object.entries(files)) {
    await mkdir(dirname(join(folder, path)), { recursive: true });
    await writeFile(join(folder, path), `${code}\n`);
  }
}

function check(folder: string) {
  const run = spawnSync(process.execPath, [biome, 'check', '--error-on-warnings', '--reporter=json', '.'], {
    cwd: folder,
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  // The config's `recommended` field draws an info line that does not fail the check.
  const problems = report.diagnostics.filter((diagnostic) => diagnostic.severity !== 'info');
  return { status: run.status, problems };
}

beforeAll(async () => {
  tree = await mkdtemp(join(tmpdir(), 'rutaviva-lint-'));
});

afterAll(async () => {
  await rm(tree, { recursive: true, force: true });
});

describe('import boundaries in biome.json', () => {
  it('pass imports of lib, components, the domain, tracking from admin, and modules from modules', async () => {
    const folder = join(tree, 'clean');
    await writeTree(folder, cleanFiles);

    const { status, problems } = check(folder);

    expect(problems).toEqual([]);
    expect(status).toBe(0);
  });

  it('fail the check on each cross-feature, cross-entry, Node, browser and routes import', async () => {
    const folder = join(tree, 'violations');
    await writeTree(folder, {
      ...cleanFiles,
      ...Object.fromEntries(Object.entries(violations).map(([path, { code }]) => [path, code])),
    });

    const { status, problems } = check(folder);

    expect(status).not.toBe(0);
    const reported = Object.fromEntries(
      problems.map((problem) => [problem.location.path ?? '', problem.category]),
    );
    expect(reported).toEqual(
      Object.fromEntries(Object.entries(violations).map(([path, { rule }]) => [path, rule])),
    );
    expect(problems).toHaveLength(Object.keys(violations).length);
  });
});
