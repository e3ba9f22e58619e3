import { fmt } from './lib/stats';

/** One line of the closing table: a figure beside its baseline, target and verdict. */
export interface Row {
  figure: string;
  value: string;
  baseline: string;
  ratio: string;
  target: string;
  verdict: string;
}

export const ms = (value: number) => `${fmt(value, 2)} ms`;
export const kb = (bytes: number) => `${fmt(bytes / 1024, 1)} KB`;
export const times = (value: number, base: number) => `${fmt(value / base, 2)}×`;
export const skipped = (figure: string, why: string): Row => ({
  figure,
  value: '—',
  baseline: '—',
  ratio: '—',
  target: '—',
  verdict: `skipped (${why})`,
});
