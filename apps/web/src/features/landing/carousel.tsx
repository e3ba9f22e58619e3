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

/**
 * The slides stacked in one place; only the current one is visible and reachable. A horizontal
 * swipe on touch screens moves to the neighbour.
 */
export function CarouselSlides({
  carousel,
  label,
  slides,
  className,
}: {
  carousel: CarouselState;
  label: string;
  slides: ReactNode[];
  className?: string;
}) {
  const { t } = useTranslation();
  const touchStart = useRef<number | null>(null);
  return (
    <section
      className={`carousel ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const end = event.changedTouches[0]?.clientX;
        touchStart.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < 50) return;
        if (end < start) carousel.next();
        else carousel.previous();
      }}
    >
      <div className="carousel__track" aria-live="polite">
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
    </section>
  );
}
