import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { type Band, bands, labelIndexes, linearScale } from './chart-scale';
import { useElementWidth } from './use-element-width';

export interface Plot {
  bands: Band[];
  /** Value → y pixel. */
  y: (value: number) => number;
  /** The y of the x axis (value 0). */
  baseline: number;
  active: number | null;
}

export interface ChartFrameProps {
  title: string;
  legend?: ReactNode;
  /** One label per bucket, under its bar. */
  xLabels: readonly string[];
  /** Tick values of the y axis, from 0 up; the last is the top of the chart. */
  yTicks: readonly number[];
  yLabel: (value: number) => string;
  /** Room for the y labels. */
  yLabelWidth?: number;
  /** The marks of the chart, drawn over the grid. */
  children: (plot: Plot) => ReactNode;
  /** What the tooltip of one bucket says. */
  tooltip: (index: number) => ReactNode;
  /** What a screen reader hears instead of the picture. */
  summary: string;
}

const HEIGHT = 220;
const MARGIN = { top: 14, right: 10, bottom: 28 };
const X_LABEL_WIDTH = 44;

/**
 * Grid, axes, labels, hover and tooltip shared by the report's charts, drawn at the card's real
 * width (no stretched text). Arrow keys walk the buckets when the chart has the focus.
 */
export function ChartFrame({
  title,
  legend,
  xLabels,
  yTicks,
  yLabel,
  yLabelWidth = 36,
  children,
  tooltip,
  summary,
}: ChartFrameProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const [active, setActive] = useState<number | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  const count = xLabels.length;

  const left = yLabelWidth + 8;
  const right = Math.max(left + 1, width - MARGIN.right);
  const baseline = HEIGHT - MARGIN.bottom;
  const top = yTicks.at(-1) ?? 1;
  const y = linearScale(top, baseline, MARGIN.top);
  const slots = bands(count, left, right, count > 40 ? 0.15 : 0.3);
  const shownLabels = new Set(labelIndexes(count, slots[0]?.slotWidth ?? 0, X_LABEL_WIDTH));

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (count === 0) return;
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setActive(event.key === 'Home' ? 0 : count - 1);
    } else if (step !== 0) {
      event.preventDefault();
      setActive((current) => Math.min(count - 1, Math.max(0, (current ?? (step > 0 ? -1 : count)) + step)));
    } else if (event.key === 'Escape') setActive(null);
  };

  const activeBand = active === null ? null : slots[active];
  // Beside the bucket, on the side with more room, so it never hides the bar it describes.
  const tipOnRight = activeBand ? activeBand.center < width / 2 : true;
  const tipX = activeBand ? activeBand.center + (tipOnRight ? 1 : -1) * (activeBand.slotWidth / 2 + 6) : 0;

  return (
    <figure className="stack--3 chart">
      <figcaption className="spread chart__head">
        <span className="chart__title" id={titleId}>
          {title}
        </span>
        {legend ? <span className="cluster--wrap chart__legend">{legend}</span> : null}
      </figcaption>
      <div className="chart__box" ref={box}>
        {width > 0 ? (
          <svg
            width={width}
            height={HEIGHT}
            viewBox={`0 0 ${width} ${HEIGHT}`}
            role="img"
            aria-labelledby={titleId}
            aria-describedby={descriptionId}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: arrow keys walk the buckets, and the tooltip follows
            tabIndex={0}
            onKeyDown={onKeyDown}
            onBlur={() => setActive(null)}
            className="chart__svg"
          >
            <title>{title}</title>
            <desc id={descriptionId}>{summary}</desc>
            <g className="chart__grid">
              {yTicks.map((tick) => (
                <g key={tick}>
                  <line
                    x1={left}
                    x2={right}
                    y1={y(tick)}
                    y2={y(tick)}
                    className={tick === 0 ? 'chart__axis' : undefined}
                  />
                  <text x={left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
                    {yLabel(tick)}
                  </text>
                </g>
              ))}
            </g>
            {activeBand ? (
              <rect
                className="chart__highlight"
                x={activeBand.slotX}
                y={MARGIN.top}
                width={activeBand.slotWidth}
                height={baseline - MARGIN.top}
                rx={4}
              />
            ) : null}
            {children({ bands: slots, y, baseline, active })}
            <g className="chart__x-labels">
              {slots.map((band, index) =>
                shownLabels.has(index) ? (
                  <text key={xLabels[index]} x={band.center} y={baseline + 18} textAnchor="middle">
                    {xLabels[index]}
                  </text>
                ) : null,
              )}
            </g>
            <g className="chart__hits">
              {slots.map((band, index) => (
                <rect
                  key={xLabels[index]}
                  x={band.slotX}
                  y={0}
                  width={band.slotWidth}
                  height={HEIGHT}
                  fill="transparent"
                  onPointerEnter={() => setActive(index)}
                  onPointerLeave={() => setActive((current) => (current === index ? null : current))}
                />
              ))}
            </g>
          </svg>
        ) : (
          <div style={{ height: HEIGHT }} />
        )}
        {active !== null && activeBand ? (
          <div
            className={`chart__tooltip chart__tooltip--${tipOnRight ? 'right' : 'left'}`}
            style={{ left: tipX, top: MARGIN.top }}
            role="status"
          >
            {tooltip(active)}
          </div>
        ) : null}
      </div>
    </figure>
  );
}
