import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';
import './carousel.css';

/** SPEC §4 "Carousels": both wrap, so next after the last is the first and previous before it the last. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  return {
    index,
    goTo: (next: number) => setIndex(wrapIndex(next, count)),
    next: () => setIndex((current) => wrapIndex(current + 1, count)),
    previous: () => setIndex((current) => wrapIndex(current - 1, count)),
  };
}

export type CarouselState = ReturnType<typeof useCarousel>;

/** Previous / dots / next, for a carousel of `count` slides. */
export function CarouselControls({
  carousel,
  count,
  tone = 'default',
}: {
  carousel: CarouselState;
  count: number;
  tone?: 'default' | 'inverse';
}) {
  const { t } = useTranslation();
  return (
    <div className={`carousel-controls carousel-controls--${tone}`}>
      <button
        type="button"
        className="carousel-arrow"
        onClick={carousel.previous}
        aria-label={t('common.previous')}
      >
        <ChevronLeftIcon size={20} />
      </button>
      <div className="carousel-dots">
        {Array.from({ length: count }, (_, dot) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions
            key={dot}
            type="button"
            className="carousel-dot"
            aria-label={t('common.goToSlide', { number: dot + 1 })}
            aria-current={dot === carousel.index ? 'true' : undefined}
            onClick={() => carousel.goTo(dot)}
          />
        ))}
      </div>
      <button type="button" className="carousel-arrow" onClick={carousel.next} aria-label={t('common.next')}>
        <ChevronRightIcon size={20} />
      </button>
    </div>
  );
}

/** A horizontal move this long, and longer than it is tall, is a swipe. */
export const SWIPE_PX = 40;

/** -1 for a swipe to the right (previous), 1 to the left (next), 0 for anything else. */
export function swipeDirection(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/**
 * The slides stacked in one place; only the current one is visible and reachable (WAI-ARIA
 * carousel pattern). A horizontal swipe by touch or pen moves to the neighbour, the arrow keys
 * do when focus is inside, and a polite live region says which slide shows. `children` are the
 * controls, inside the carousel so its keys work from them.
 */
export function CarouselSlides({
  carousel,
  label,
  slides,
  className,
  children,
}: {
  carousel: CarouselState;
  label: string;
  slides: ReactNode[];
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  // Announced only after the visitor moves the carousel, not when the page loads.
  const [moved, setMoved] = useState(false);
  const move = (step: () => void) => {
    setMoved(true);
    step();
  };
  return (
    <section
      className={`carousel ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') move(carousel.next);
        else if (event.key === 'ArrowLeft') move(carousel.previous);
      }}
      onClickCapture={() => setMoved(true)}
    >
      <div
        className="carousel__track"
        onPointerDown={(event) => {
          if (event.pointerType === 'mouse') return;
          start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
        }}
        onPointerUp={(event) => {
          const from = start.current;
          start.current = null;
          if (!from || from.id !== event.pointerId) return;
          const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y);
          if (direction === 1) move(carousel.next);
          else if (direction === -1) move(carousel.previous);
        }}
        onPointerCancel={() => {
          start.current = null;
        }}
      >
        {slides.map((slide, slideIndex) => {
          const current = slideIndex === carousel.index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names slides as groups
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are fixed positions
              key={slideIndex}
              className={`carousel__slide${current ? ' carousel__slide--current' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t('common.slideOf', { current: slideIndex + 1, total: slides.length })}
              aria-hidden={!current}
              inert={!current}
            >
              {slide}
            </div>
          );
        })}
      </div>
      {children}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {moved ? t('common.slideOf', { current: carousel.index + 1, total: slides.length }) : ''}
      </p>
    </section>
  );
}
