import { fmt } from './lib/stats';
import { type Results, TARGETS } from './results';
import { ms, type Row, skipped, times } from './table-row';

// The closing table's rows for the server's other work: reports and CSV, billing, webhooks, logins, estimates.

export function reportRows({ reports, csv }: Results): Row[] {
  const rows: Row[] = [];
  const ranges = [
    ['30 days', 'monthApp', 'monthSql', TARGETS.reportsMonthP95Ms],
    ['whole history', 'wholeApp', 'wholeSql', TARGETS.reportsWholeP95Ms],
  ] as const;
  for (const [label, app, sql, target] of ranges) {
    const figure = `reports p95, 1M trips, ${label} (vs same SQL)`;
    if (!reports) {
      rows.push(skipped(figure, 'not selected'));
      continue;
    }
    rows.push({
      figure,
      value: ms(reports[app].p95),
      baseline: ms(reports[sql].p95),
      ratio: times(reports[app].p95, reports[sql].p95),
      target: `≤ ${target} ms`,
      verdict: reports[app].p95 <= target ? 'pass' : 'FAIL',
    });
  }
  if (!csv) return [...rows, skipped('CSV rows/s (vs COPY TO STDOUT)', 'not selected')];
  const ratio = csv.appRowsPerSecond / csv.copyRowsPerSecond;
  return [
    ...rows,
    {
      figure: `CSV rows/s, ${fmt(csv.appRows)} rows (vs COPY TO STDOUT)`,
      value: fmt(csv.appRowsPerSecond),
      baseline: fmt(csv.copyRowsPerSecond),
      ratio: fmt(ratio, 2),
      target: `ratio ≥ ${TARGETS.csvRatio}`,
      verdict: ratio >= TARGETS.csvRatio && csv.appRows === csv.copyRows ? 'pass' : 'FAIL',
    },
    {
      figure: 'CSV export: peak server RSS growth',
      value: `${fmt(csv.memoryGrowth / 1024 / 1024, 1)} MB`,
      baseline: '—',
      ratio: '—',
      target: '≤ 100 MB',
      verdict: csv.memoryGrowth <= TARGETS.csvMemoryBytes ? 'pass' : 'FAIL',
    },
  ];
}

export function billingRows({ billing }: Results): Row[] {
  const figure = 'billing job: ms per subscription, 10k renewals, 2 workers racing (vs 1 worker)';
  if (!billing) return [skipped(figure, 'not selected')];
  const perTwo = billing.twoWorkersMs / billing.subscriptions;
  const perOne = billing.oneWorkerMs / billing.subscriptions;
  return [
    {
      figure,
      value: ms(perTwo),
      baseline: ms(perOne),
      ratio: times(perTwo, perOne),
      target: '—',
      verdict: 'info',
    },
    {
      figure: 'billing job: double charges, and renewals missed, in the ledger',
      value: `${billing.doubleCharges} / ${billing.missed}`,
      baseline: '—',
      ratio: '—',
      target: '0 / 0',
      verdict: billing.doubleCharges === 0 && billing.missed === 0 ? 'pass' : 'FAIL',
    },
  ];
}

export function webhooksRows({ webhooks }: Results): Row[] {
  const figures = ['p50', 'p99'] as const;
  if (!webhooks)
    return figures.map((p) =>
      skipped(`webhooks ${p}, healthy endpoints beside a slow and a failing one`, 'not selected'),
    );
  const { baseline, mixed } = webhooks;
  const clean = mixed.missing === 0 && baseline.missing === 0;
  return figures.map((p) => ({
    figure: `webhooks ${p}, 1,000 events, healthy endpoints beside a slow and a failing one (vs 10 healthy)`,
    value: ms(mixed[p]),
    baseline: ms(baseline[p]),
    ratio: times(mixed[p], baseline[p]),
    target: '≤ 2× baseline',
    verdict: clean && mixed[p] <= 2 * baseline[p] + 5 ? 'pass' : 'FAIL',
  }));
}

export function loginRows({ logins }: Results): Row[] {
  const figure =
    'login burst: 50 concurrent POST /api/login, scrypt N=2^15 r=8 p=3 (vs bare node:http + the same scrypt)';
  if (!logins) return [skipped(figure, 'not selected')];
  const { today, upgrade, bare } = logins;
  const mb = (bytes: number) => `${fmt(bytes / 1024 / 1024, 1)} MB`;
  return [
    ...(['p50', 'p99'] as const).map((p) => ({
      figure: `${figure}, ${p}`,
      value: ms(today[p]),
      baseline: ms(bare[p]),
      ratio: times(today[p], bare[p]),
      target: '—',
      verdict: 'measured',
    })),
    {
      figure: `${figure}, peak RSS above resting`,
      value: mb(today.peakRssGrowth),
      baseline: mb(bare.peakRssGrowth),
      ratio: '—',
      target: `≤ ${mb(TARGETS.loginBurstMemoryBytes)}`,
      verdict: today.peakRssGrowth <= TARGETS.loginBurstMemoryBytes ? 'pass' : 'FAIL',
    },
    {
      figure: 'login burst on accounts still at the old cost (N=2^15 p=1), each rehashed at login, p99',
      value: ms(upgrade.p99),
      baseline: ms(bare.p99),
      ratio: times(upgrade.p99, bare.p99),
      target: '—',
      verdict: 'measured',
    },
  ];
}

export function etaRows({ eta }: Results): Row[] {
  if (!eta) return [skipped('arrival estimate error', 'not selected')];
  const minutes = (value: number) => `${fmt(value, 2)} min`;
  const rows: Row[] = [];
  for (const mark of eta.marks) {
    const left = `${fmt(mark.share * 100, 0)} % left`;
    for (const [p, value, base] of [
      ['median', mark.median, mark.baseMedian],
      ['p90', mark.p90, mark.baseP90],
    ] as const) {
      const halfwayGoal = mark.share === 0.5 && p === 'median';
      const better = value < base;
      const met = better && (!halfwayGoal || value <= TARGETS.etaHalfwayMedianMinutes);
      rows.push({
        figure: `arrival estimate ${p} |error|, ${fmt(eta.deliveries)} deliveries, ${left} (vs straight line, speed so far)`,
        value: minutes(value),
        baseline: minutes(base),
        ratio: times(value, base),
        target: halfwayGoal ? `≤ ${TARGETS.etaHalfwayMedianMinutes} min, < baseline` : '< baseline',
        verdict: met ? 'pass' : 'FAIL',
      });
    }
  }
  return rows;
}
