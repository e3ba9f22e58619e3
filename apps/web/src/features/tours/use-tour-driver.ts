import { type Driver, type DriveStep, driver } from 'driver.js';
import 'driver.js/dist/driver.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import type { TourPosition } from './tour-flow';

/** Set when "back" comes from the next stop: the tour resumes at this stop's last popover. */
interface TourNavigation {
  atEnd?: boolean;
}

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const stageRoot = () => document.querySelector('[data-testid="tour"]');

const POPUP_ATTRIBUTES = ['aria-expanded', 'aria-haspopup', 'aria-controls'];

/**
 * driver.js marks the highlighted element as a control that opens the popover (aria-expanded…),
 * which is wrong on the panels and lists the tours point at and which axe refuses: the popover is a
 * dialog of its own. The marks come off as soon as they are set, before anything reads them.
 */
function keepHighlightQuiet(): MutationObserver {
  const observer = new MutationObserver((changes) => {
    for (const change of changes) {
      const element = change.target as Element;
      if (
        element.classList.contains('driver-active-element') &&
        element.hasAttribute(change.attributeName ?? '')
      )
        element.removeAttribute(change.attributeName ?? '');
    }
  });
  observer.observe(document.body, { subtree: true, attributeFilter: POPUP_ATTRIBUTES });
  return observer;
}

/**
 * Drives this stop's popovers with driver.js. Past the last popover "next" goes to the next stop
 * (sign-up after the last one); "back" on the first goes to the previous stop's last popover;
 * closing (the ×, Escape) leaves the tour for the landing page.
 */
export function useTourDriver(position: TourPosition) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [startAtEnd] = useState(() => (location.state as TourNavigation | null)?.atEnd === true);
  /** The popover on screen, so a change of language redraws the same one. */
  const shown = useRef<number | null>(null);

  // Read once: a reload or a visit to the same address starts the stop from its beginning.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the state the stop was opened with
  useEffect(() => {
    if (startAtEnd) navigate(location.pathname, { replace: true, state: null });
  }, []);

  useEffect(() => {
    const { stop, previous, next, before, total } = position;
    const last = stop.popovers.length - 1;
    let tour: Driver | null = null;
    const leave = (to: string, state?: TourNavigation) => {
      tour?.destroy();
      navigate(to, { state });
    };
    const steps = stop.popovers.map((popover, index): DriveStep => {
      const lastOfTour = index === last && next === paths.signup;
      return {
        element: popover.target ?? undefined,
        popover: {
          title: t(`tours.steps.${popover.key}.title`),
          description: t(`tours.steps.${popover.key}.body`),
          progressText: t('tours.progress', { current: before + index + 1, total }),
          nextBtnText: lastOfTour ? t('tours.signUp') : t('tours.next'),
          // The first popover of a later stop goes back to the stop before.
          showButtons: index === 0 && previous === null ? ['next', 'close'] : ['next', 'previous', 'close'],
          disableButtons: [],
        },
      };
    });
    tour = driver({
      steps,
      animate: !reducedMotion(),
      showProgress: true,
      allowClose: true,
      // A click beside the popover is not a wish to leave: only the × and Escape close.
      overlayClickBehavior: () => undefined,
      overlayColor: '#0c1716',
      overlayOpacity: 0.55,
      stagePadding: 6,
      stageRadius: 16,
      popoverClass: 'tour-popover',
      prevBtnText: t('tours.back'),
      nextBtnText: t('tours.next'),
      onPopoverRender: (dom) => {
        dom.closeButton.setAttribute('aria-label', t('tours.exit'));
        dom.closeButton.setAttribute('title', t('tours.exit'));
        dom.wrapper.setAttribute('role', 'dialog');
        dom.wrapper.setAttribute('aria-labelledby', 'driver-popover-title');
        dom.wrapper.setAttribute('aria-describedby', 'driver-popover-description');
        // driver.js focuses the popover's first control (the ×) next: the way on is what a key press wants.
        queueMicrotask(() => dom.nextButton.focus({ preventScroll: true }));
      },
      // `data-settled` tells that the popover has finished moving (tests wait for it before a key press).
      onHighlightStarted: (_element, _step, { index }) => {
        shown.current = index ?? null;
        stageRoot()?.removeAttribute('data-settled');
      },
      onHighlighted: () => stageRoot()?.setAttribute('data-settled', ''),
      onNextClick: (_element, _step, { driver: active }) => {
        if (active.isLastStep()) leave(next);
        else active.moveNext();
      },
      onPrevClick: (_element, _step, { driver: active }) => {
        if (!active.isFirstStep()) active.movePrevious();
        else if (previous) leave(previous, { atEnd: true });
      },
      onDestroyStarted: () => leave(paths.home),
    });
    const unmark = keepHighlightQuiet();
    tour.drive(shown.current ?? (startAtEnd ? last : 0));
    return () => {
      unmark.disconnect();
      tour?.destroy();
    };
  }, [position, startAtEnd, t, navigate]);
}
