/**
 * The pieces of the drawings of a route (the logo, the brand panel, the empty monitor, the lost
 * page): the dotted route and the dot where it starts, in SVG user units.
 */
export function DottedRoute({
  d,
  color,
  width,
  dash,
}: {
  d: string;
  color: string;
  width: number;
  dash: string;
}) {
  return (
    <path d={d} fill="none" stroke={color} strokeWidth={width} strokeLinecap="round" strokeDasharray={dash} />
  );
}

/** A dot of radius `r` in `color` with a smaller one of radius `inner` in `innerColor` inside it. */
export function RouteStart({
  x,
  y,
  r,
  color,
  inner,
  innerColor,
}: {
  x: number;
  y: number;
  r: number;
  color: string;
  inner: number;
  innerColor: string;
}) {
  return (
    <>
      <circle cx={x} cy={y} r={r} fill={color} />
      <circle cx={x} cy={y} r={inner} fill={innerColor} />
    </>
  );
}
