import { type Driver, type DriveStep, driver } from 'driver.js';
import 'driver.js/dist/driver.css';
import { useEffect } from 'react';
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

/**
 * Drives this stop's popovers with driver.js. Past the last popover "next" goes to the next stop
 * (sign-up after the last one); "back" on the first goes to the previous stop's last popover;
 * closing (the ×, Escape) leaves the tour for the landing page.
 */
export function useTourDriver(position: TourPosition) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const atEnd = (location.state as TourNavigation | null)?.atEnd === true;

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
          title: t(`tours.steps.${popover.key}.title` as never),
          description: t(`tours.steps.${popover.key}.body` as never),
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
        dom.nextButton.focus({ preventScroll: true });
      },
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
    tour.drive(atEnd ? last : 0);
    return () => tour?.destroy();
  }, [position, atEnd, t, navigate]);
}
