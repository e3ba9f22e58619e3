import { fmt } from './lib/stats';
import { type Results, TARGETS } from './results';
import { kb, ms, type Row, skipped, times } from './table-row';

// The closing table's rows for the pages a browser loads: the tracking page and Lighthouse.

export function trackingRows({ tracking }: Results): Row[] {
  if (!tracking) return [skipped('tracking page (/t)', 'not run or not built')];
  const pass = (ok: boolean) => (ok ? 'pass' : 'FAIL');
  return [
    {
      figure: 'tracking page: map shows the courier, throttled phone (vs bare page load)',
      value: ms(tracking.mapMs),
      baseline: ms(tracking.bareMs),
      ratio: times(tracking.mapMs, tracking.bareMs),
      target: '≤ 2,500 ms',
      verdict: pass(tracking.mapMs <= TARGETS.trackingMapMs),
    },
    {
      figure: 'tracking page: gzipped JS downloaded (incl. Leaflet)',
      value: kb(tracking.jsGzipBytes),
      baseline: '—',
      ratio: '—',
      target: '≤ 130 KB',
      verdict: pass(tracking.jsGzipBytes <= TARGETS.trackingJsGzipBytes),
    },
    {
      figure: 'tracking page: layout shift while map and branding load',
      value: fmt(tracking.layoutShift, 3),
      baseline: '—',
      ratio: '—',
      target: '0 (none)',
      verdict: tracking.layoutShift < 0.01 ? 'pass' : 'FAIL',
    },
  ];
}

export function lighthouseRows({ lighthouse }: Results): Row[] {
  if (!lighthouse) return [skipped('Lighthouse (/, /book_demo, /about_us)', 'not run or not built')];
  const pass = (ok: boolean) => (ok ? 'pass' : 'FAIL');
  const { baseline } = lighthouse;
  const rows: Row[] = [
    {
      figure: 'Lighthouse mobile, /: largest contentful paint (vs bare page)',
      value: ms(lighthouse.lcpMs),
      baseline: ms(baseline.lcpMs),
      ratio: times(lighthouse.lcpMs, baseline.lcpMs),
      target: '≤ 2,000 ms',
      verdict: pass(lighthouse.lcpMs <= TARGETS.lcpMs),
    },
    {
      figure: 'Lighthouse mobile, /: cumulative layout shift (vs bare page)',
      value: fmt(lighthouse.cls, 3),
      baseline: fmt(baseline.cls, 3),
      ratio: '—',
      target: '≤ 0.05',
      verdict: pass(lighthouse.cls <= TARGETS.cls),
    },
    {
      figure: 'Lighthouse mobile, /: JS before first paint, gzipped (vs bare page)',
      value: kb(lighthouse.jsBeforePaintBytes),
      baseline: kb(baseline.jsBeforePaintBytes),
      ratio: '—',
      target: '≤ 60 KB',
      verdict: pass(lighthouse.jsBeforePaintBytes <= TARGETS.jsBeforePaintBytes),
    },
  ];
  for (const page of lighthouse.pages) {
    for (const category of ['accessibility', 'seo', 'best-practices'] as const) {
      rows.push({
        figure: `Lighthouse, ${page.path}: ${category} score (vs bare page)`,
        value: String(page.scores[category]),
        baseline: String(baseline.scores[category]),
        ratio: '—',
        target: '≥ 95',
        verdict: pass(page.scores[category] >= TARGETS.lighthouseScore),
      });
    }
  }
  return rows;
}
