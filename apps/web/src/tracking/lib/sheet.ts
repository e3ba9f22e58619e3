/**
 * How the tracking page's bottom panel settles after a drag: pure, so the gesture's rules are
 * tested without a browser. Offsets are pixels the panel is pushed down from fully open; `travel`
 * is how far down it sits when closed (its height less the part that always shows).
 */

/** Below this a press is a tap, which the handle's click handles, not a drag. */
export const TAP_PX = 8;
/** A flick faster than this (px/ms) settles in its direction, however short it was. */
export const FLICK_PX_PER_MS = 0.5;

export interface SheetDrag {
  expanded: boolean;
  /** Pointer movement since the press, positive downwards. */
  dy: number;
  /** Pointer speed over the last moment of the drag, positive downwards. */
  velocity: number;
  travel: number;
}

/** Where the panel is drawn during a drag, kept between open (0) and closed (travel). */
export function dragOffset({ expanded, dy, travel }: Omit<SheetDrag, 'velocity'>): number {
  const start = expanded ? 0 : travel;
  return Math.min(Math.max(start + dy, 0), Math.max(travel, 0));
}

/** Whether the panel ends open: a flick decides, else the half of its travel it was let go in. */
export function settlesExpanded(drag: SheetDrag): boolean {
  if (Math.abs(drag.dy) < TAP_PX) return drag.expanded;
  if (drag.velocity <= -FLICK_PX_PER_MS) return true;
  if (drag.velocity >= FLICK_PX_PER_MS) return false;
  return dragOffset(drag) < drag.travel / 2;
}
