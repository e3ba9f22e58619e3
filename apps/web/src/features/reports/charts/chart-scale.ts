/** Scales for the hand-drawn SVG charts: round axis ticks, bands for bars, thinned labels. */

/** A "nice" step (1, 2 or 5 times a power of ten) of about `max / count`. */
export function niceStep(max: number, count: number, { integer = false } = {}): number {
  if (!(max > 0) || count < 1) return 1;
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  const step = nice * power;
  return integer ? Math.max(1, Math.round(step)) : step;
}

/**
 * The ticks of an axis from 0 up to at least `max`, about `count` of them. An empty axis
 * (max 0) still gets a top tick, so its grid lines have somewhere to go.
 */
export function axisTicks(max: number, count = 4, { integer = false } = {}): number[] {
  const step = niceStep(max > 0 ? max : integer ? count : 1, count, { integer });
  const top = Math.max(step, Math.ceil((max > 0 ? max : step) / step - 1e-9) * step);
  const ticks: number[] = [];
  for (let value = 0; value <= top + step / 2; value += step) ticks.push(Number(value.toPrecision(12)));
  return ticks;
}

/** Maps [0, domainMax] onto [rangeBottom, rangeTop] (SVG y grows downwards). */
export function linearScale(domainMax: number, rangeBottom: number, rangeTop: number) {
  const span = domainMax > 0 ? domainMax : 1;
  return (value: number) => rangeBottom - (Math.max(0, value) / span) * (rangeBottom - rangeTop);
}

export interface Band {
  /** Left edge of the band's bar. */
  x: number;
  /** The bar's width. */
  width: number;
  /** The middle of the band, where its label and its line point go. */
  center: number;
  /** The whole slot, padding included (the hover target). */
  slotX: number;
  slotWidth: number;
}

/** `count` equal slots across [left, right], each bar taking `1 - padding` of its slot. */
export function bands(count: number, left: number, right: number, padding = 0.3, maxBar = 48): Band[] {
  if (count <= 0) return [];
  const slot = (right - left) / count;
  const width = Math.max(1, Math.min(maxBar, slot * (1 - padding)));
  return Array.from({ length: count }, (_, index) => {
    const slotX = left + index * slot;
    const center = slotX + slot / 2;
    return { x: center - width / 2, width, center, slotX, slotWidth: slot };
  });
}

/**
 * Which x labels fit: every `n`-th from the first, so labels of `labelWidth` pixels never touch,
 * and the last one whenever there is room for it.
 */
export function labelIndexes(count: number, slotWidth: number, labelWidth: number): number[] {
  if (count <= 0) return [];
  const every = Math.max(1, Math.ceil(labelWidth / Math.max(1, slotWidth)));
  const shown: number[] = [];
  for (let index = 0; index < count; index += every) shown.push(index);
  const last = count - 1;
  const lastShown = shown.at(-1) ?? 0;
  if (lastShown !== last && (last - lastShown) * slotWidth >= labelWidth) shown.push(last);
  return shown;
}

/** A rectangle with its top corners rounded (a bar grows from the axis, so its base stays square). */
export function topRoundedBar(x: number, y: number, width: number, height: number, radius = 4): string {
  if (height <= 0) return '';
  const r = Math.min(radius, width / 2, height);
  return [
    `M${x},${y + height}`,
    `V${y + r}`,
    `Q${x},${y} ${x + r},${y}`,
    `H${x + width - r}`,
    `Q${x + width},${y} ${x + width},${y + r}`,
    `V${y + height}`,
    'Z',
  ].join(' ');
}

/**
 * An SVG path through the points, lifting the pen over missing values (a day without
 * deliveries has no average, and must not read as zero minutes).
 */
export function linePath(points: ReadonlyArray<{ x: number; y: number } | null>): string {
  let path = '';
  let drawing = false;
  for (const point of points) {
    if (!point) {
      drawing = false;
      continue;
    }
    path += `${drawing ? 'L' : 'M'}${round(point.x)},${round(point.y)}`;
    drawing = true;
  }
  return path;
}

const round = (value: number) => Math.round(value * 10) / 10;
