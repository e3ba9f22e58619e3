import { fmt } from './lib/stats';
import { type Results, TARGETS } from './results';
import type { SoakFigures } from './soak';
import { kb, ms, type Row, skipped, times } from './table-row';

// The closing table's rows for the location path: ingest, fan-out, idle streams and the soak.

export function ingestRows({ ingest }: Results): Row[] {
  const figure = 'ingest points/s (HTTP vs pg INSERT)';
  if (!ingest) return [skipped(figure, 'not selected')];
  const ratio = ingest.http.pointsPerSecond / ingest.pg.pointsPerSecond;
  const clean = ingest.http.errors === 0 && ingest.pg.errors === 0;
  return [
    {
      figure,
      value: fmt(ingest.http.pointsPerSecond),
      baseline: fmt(ingest.pg.pointsPerSecond),
      ratio: fmt(ratio, 2),
      target: `ratio ≥ ${TARGETS.ingestRatio}`,
      verdict: clean && ratio >= TARGETS.ingestRatio ? 'pass' : 'FAIL',
    },
  ];
}

export function fanoutRows({ single, bareFanout, twoProcesses, redis }: Results): Row[] {
  const rows: Row[] = [];
  for (const p of ['p50', 'p99'] as const) {
    const figure = `fan-out ${p}, 1 process (vs bare node:http)`;
    if (!single || !bareFanout) {
      rows.push(skipped(figure, 'not selected'));
      continue;
    }
    const target = p === 'p99' ? `≤ ${TARGETS.fanoutP99Ms} ms` : '—';
    const met = single.missed === 0 && (p === 'p50' || single.p99 <= TARGETS.fanoutP99Ms);
    rows.push({
      figure,
      value: ms(single[p]),
      baseline: ms(bareFanout[p]),
      ratio: times(single[p], bareFanout[p]),
      target,
      verdict: p === 'p50' && met ? 'info' : met ? 'pass' : 'FAIL',
    });
  }
  for (const p of ['p50', 'p99'] as const) {
    const figure = `fan-out ${p}, 2 processes (vs bare Redis pub→sub)`;
    if (!twoProcesses || !redis) {
      rows.push(skipped(figure, single ? 'no REDIS_URL' : 'not selected'));
      continue;
    }
    rows.push({
      figure,
      value: ms(twoProcesses[p]),
      baseline: ms(redis[p]),
      ratio: times(twoProcesses[p], redis[p]),
      target: '—',
      verdict: twoProcesses.missed === 0 ? 'info' : 'FAIL',
    });
  }
  // Issue 17: the two-process p99 against its target, beside what 1,000 socket writes cost here.
  const figure = 'fan-out p99, 2 processes (vs bare node:http)';
  if (!twoProcesses || !bareFanout) rows.push(skipped(figure, single ? 'no REDIS_URL' : 'not selected'));
  else {
    const met = twoProcesses.missed === 0 && twoProcesses.p99 <= TARGETS.fanoutP99Ms;
    rows.push({
      figure,
      value: ms(twoProcesses.p99),
      baseline: ms(bareFanout.p99),
      ratio: times(twoProcesses.p99, bareFanout.p99),
      target: `≤ ${TARGETS.fanoutP99Ms} ms`,
      verdict: met ? 'pass' : 'FAIL',
    });
  }
  return rows;
}

export function memoryRows({ appMemory, bareMemory }: Results): Row[] {
  const heapFigure = 'memory/idle stream, heapUsed+external (vs bare)';
  const rssFigure = 'memory/idle stream, RSS (vs bare)';
  const openFigure = 'opening 5,000 tracking streams, s (vs bare node:http)';
  if (!appMemory || !bareMemory)
    return [
      skipped(openFigure, 'not selected'),
      skipped(heapFigure, 'not selected'),
      skipped(rssFigure, 'not selected'),
    ];
  const openRatio = appMemory.openSeconds / bareMemory.openSeconds;
  return [
    {
      figure: openFigure,
      value: `${fmt(appMemory.openSeconds, 2)} s`,
      baseline: `${fmt(bareMemory.openSeconds, 2)} s`,
      ratio: times(appMemory.openSeconds, bareMemory.openSeconds),
      target: `≤ ${TARGETS.openStreamsRatio}×`,
      verdict: openRatio <= TARGETS.openStreamsRatio ? 'pass' : 'FAIL',
    },
    {
      figure: heapFigure,
      value: kb(appMemory.heapPerStream),
      baseline: kb(bareMemory.heapPerStream),
      ratio: times(appMemory.heapPerStream, bareMemory.heapPerStream),
      target: `≤ ${TARGETS.memoryBytes / 1024} KB`,
      verdict: appMemory.heapPerStream <= TARGETS.memoryBytes ? 'pass' : 'FAIL',
    },
    {
      figure: rssFigure,
      value: kb(appMemory.rssPerStream),
      baseline: kb(bareMemory.rssPerStream),
      ratio: times(appMemory.rssPerStream, bareMemory.rssPerStream),
      target: '—',
      verdict: 'info',
    },
  ];
}

export function soakRows({ soak }: Results): Row[] {
  if (!soak) return [];
  const measured = soak.minutes.slice(1);
  const worst = (pick: (m: SoakFigures['minutes'][number]) => number) =>
    Math.max(...(measured.length ? measured : soak.minutes).map(pick));
  const mb = (bytes: number) => `${fmt(bytes / 1024 / 1024, 1)} MB`;
  const label = `soak, ${fmt(soak.couriers)} couriers × ${soak.minutes.length} min`;
  return [
    {
      figure: `${label}: errors`,
      value: fmt(soak.errors),
      baseline: '—',
      ratio: '—',
      target: '0',
      verdict: soak.errors === 0 ? 'pass' : 'FAIL',
    },
    {
      figure: `${label}: worst minute's POST p99`,
      value: ms(worst((m) => m.postP99)),
      baseline: '—',
      ratio: '—',
      target: '—',
      verdict: 'info',
    },
    {
      figure: `${label}: worst minute's fan-out p99`,
      value: ms(worst((m) => m.fanoutP99)),
      baseline: '—',
      ratio: '—',
      target: `≤ ${TARGETS.soakFanoutP99Ms} ms`,
      verdict: soak.fanoutMet ? 'pass' : 'FAIL',
    },
    {
      figure: `${label}: heap after GC, start → end`,
      value: mb(soak.heapEnd),
      baseline: mb(soak.heapStart),
      ratio: times(soak.heapEnd, soak.heapStart),
      target: 'flat',
      verdict: soak.memoryFlat ? 'pass' : 'FAIL',
    },
    {
      figure: `${label}: RSS, start → end`,
      value: mb(soak.rssEnd),
      baseline: mb(soak.rssStart),
      ratio: times(soak.rssEnd, soak.rssStart),
      target: 'flat',
      verdict: soak.memoryFlat ? 'pass' : 'FAIL',
    },
  ];
}
