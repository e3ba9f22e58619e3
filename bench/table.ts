import type { Results } from './results';
import { lighthouseRows, trackingRows } from './table-pages';
import type { Row } from './table-row';
import { fanoutRows, ingestRows, memoryRows, soakRows } from './table-streams';
import { billingRows, etaRows, loginRows, reportRows, webhooksRows } from './table-work';

/** The summary table, columns padded to their widest cell. */
export function printTable(results: Results): void {
  const rows = [
    ...ingestRows(results),
    ...fanoutRows(results),
    ...memoryRows(results),
    ...trackingRows(results),
    ...reportRows(results),
    ...billingRows(results),
    ...webhooksRows(results),
    ...loginRows(results),
    ...lighthouseRows(results),
    ...etaRows(results),
    ...soakRows(results),
  ];
  const header: Row = {
    figure: 'figure',
    value: 'value',
    baseline: 'baseline',
    ratio: 'ratio',
    target: 'target',
    verdict: 'result',
  };
  const keys = Object.keys(header) as (keyof Row)[];
  const widths = keys.map((key) => Math.max(...[header, ...rows].map((row) => row[key].length)));
  const line = (row: Row) =>
    keys
      .map((key, index) => {
        const width = widths[index] as number;
        const right = row !== header && (key === 'value' || key === 'baseline' || key === 'ratio');
        return right ? row[key].padStart(width) : row[key].padEnd(width);
      })
      .join(' │ ')
      .trimEnd();
  console.log('');
  console.log(line(header));
  console.log(widths.map((width) => '─'.repeat(width)).join('─┼─'));
  for (const row of rows) console.log(line(row));
  console.log('');
}
