import './bottom-sheet.css';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { useT } from '../i18n';
import { dragOffset, settlesExpanded, TAP_PX } from '../lib/sheet';

/** What the panel covers of the map, so the map keeps the courier in the part left visible. */
export interface Cover {
  left: number;
  bottom: number;
}

interface Props {
  label: string;
  /** Always in view: the status a customer glances at. */
  summary: ReactNode;
  /** Shown when the panel is pulled up (or always, docked). */
  children: ReactNode;
  /** Wide screens: a card beside the map, always open, nothing to pull. */
  docked: boolean;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  onCover: (cover: Cover) => void;
}

interface Drag {
  pointerId: number;
  startY: number;
  lastY: number;
  lastTime: number;
  velocity: number;
  moved: boolean;
}

/**
 * The tracking page's status panel. On a phone it sits at the bottom of the map showing its
 * summary and opens by dragging, by a click or tap on its handle, or from the keyboard (Enter or
 * Space on the handle, arrow keys, Escape to close). What it hides is inert while closed, so
 * neither a screen reader nor the Tab key reaches buttons that are off the screen.
 */
export function BottomSheet({
  label,
  summary,
  children,
  docked,
  expanded,
  onExpandedChange,
  onCover,
}: Props) {
  const { t } = useT();
  const sheet = useRef<HTMLElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLButtonElement>(null);
  const drag = useRef<Drag | null>(null);
  const justDragged = useRef(false);
  const detailsId = useId();
  const cover = useRef(onCover);
  cover.current = onCover;

  // Measured before the first paint: the closed panel shows exactly its summary, and the map
  // knows what is covered from the start, so nothing moves once it is on screen.
  useLayoutEffect(() => {
    const panel = sheet.current;
    const visible = top.current;
    if (!panel || !visible) return;
    const measure = () => {
      const peek = Math.ceil(visible.getBoundingClientRect().height);
      panel.style.setProperty('--tp-peek', `${peek}px`);
      if (docked) cover.current({ left: panel.offsetLeft + panel.offsetWidth, bottom: 0 });
      else cover.current({ left: 0, bottom: expanded ? panel.offsetHeight : peek });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(visible);
    observer.observe(panel);
    return () => observer.disconnect();
  }, [docked, expanded]);

  const travel = () => {
    const panel = sheet.current;
    const visible = top.current;
    return panel && visible ? panel.offsetHeight - visible.offsetHeight : 0;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (docked || !event.isPrimary || event.button !== 0) return;
    justDragged.current = false;
    drag.current = {
      pointerId: event.pointerId,
      startY: event.clientY,
      lastY: event.clientY,
      lastTime: event.timeStamp,
      velocity: 0,
      moved: false,
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    const panel = sheet.current;
    if (!current || !panel || event.pointerId !== current.pointerId) return;
    const dy = event.clientY - current.startY;
    if (!current.moved && Math.abs(dy) < TAP_PX) return;
    if (!current.moved) {
      current.moved = true;
      event.currentTarget.setPointerCapture(event.pointerId);
      panel.classList.add('is-dragging');
    }
    const elapsed = event.timeStamp - current.lastTime;
    if (elapsed > 0) current.velocity = (event.clientY - current.lastY) / elapsed;
    current.lastY = event.clientY;
    current.lastTime = event.timeStamp;
    panel.style.transform = `translateY(${dragOffset({ expanded, dy, travel: travel() })}px)`;
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const current = drag.current;
    const panel = sheet.current;
    if (!current || event.pointerId !== current.pointerId) return;
    drag.current = null;
    if (!current.moved || !panel) return;
    // The click that may follow this pointerup must not toggle what the drag decided; it is
    // dispatched before any timer runs, so the flag never outlives it.
    justDragged.current = true;
    setTimeout(() => {
      justDragged.current = false;
    }, 0);
    panel.classList.remove('is-dragging');
    panel.style.transform = '';
    if (cancelled) return;
    const dy = event.clientY - current.startY;
    onExpandedChange(settlesExpanded({ expanded, dy, velocity: current.velocity, travel: travel() }));
  };

  const onHandleClick = () => {
    // A drag that ended over the handle still fires a click: the drag has decided already.
    if (justDragged.current) {
      justDragged.current = false;
      return;
    }
    onExpandedChange(!expanded);
  };

  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowUp' && !expanded) onExpandedChange(true);
    else if (event.key === 'ArrowDown' && expanded) onExpandedChange(false);
    else return;
    event.preventDefault();
  };

  const onSheetKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || docked || !expanded) return;
    onExpandedChange(false);
    handle.current?.focus();
  };

  const open = docked || expanded;
  return (
    <section
      ref={sheet}
      className={`tp-sheet${docked ? ' is-docked' : ''}${open ? ' is-expanded' : ''}`}
      aria-label={label}
      data-testid="status-panel"
      data-expanded={open}
      onKeyDown={onSheetKey}
    >
      <div
        ref={top}
        className="tp-sheet-top"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(event) => endDrag(event, false)}
        onPointerCancel={(event) => endDrag(event, true)}
      >
        {docked ? null : (
          <button
            ref={handle}
            type="button"
            className="tp-sheet-handle"
            aria-expanded={expanded}
            aria-controls={detailsId}
            aria-label={t(expanded ? 'sheet.collapse' : 'sheet.expand')}
            onClick={onHandleClick}
            onKeyDown={onHandleKey}
          >
            <span className="tp-sheet-bar" aria-hidden="true" />
          </button>
        )}
        {summary}
      </div>
      <div id={detailsId} className="tp-sheet-details" inert={!open}>
        {children}
      </div>
    </section>
  );
}
