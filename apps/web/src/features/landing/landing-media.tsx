import { type CSSProperties, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';
import { landingSettings } from './landing-settings';
import { LANDING_MEDIA, type MediaName, mediaFiles, mediaUrl } from './media-catalog';
import './landing-media.css';

/**
 * One of the landing page's recorded videos or images (SPEC §2), in a phone or browser frame
 * whose box is reserved from the file's size, so nothing shifts while it loads. Renders the
 * same on the server and in the browser: windows, observers and media queries are only touched
 * in effects.
 */

type VideoState = 'waiting' | 'playing' | 'paused' | 'failed';

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const change = () => setReduced(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return reduced;
}

/** Whether at least half of the element is on screen. */
function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) setInView(entry.isIntersecting && entry.intersectionRatio >= 0.5);
      },
      { threshold: [0, 0.5, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}

function PlayIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.2-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <rect x="6" y="5" width="4" height="14" rx="1.2" />
      <rect x="14" y="5" width="4" height="14" rx="1.2" />
    </svg>
  );
}

function play(element: HTMLVideoElement | null, setState: (state: VideoState) => void) {
  element?.play().catch((error: unknown) => {
    const reason = error instanceof DOMException ? error.name : '';
    // No source this browser can play (or all of them failed to load).
    if (reason === 'NotSupportedError') setState('failed');
    // Autoplay refused: the play button shows.
    else if (reason === 'NotAllowedError') setState('paused');
  });
}

function LandingVideo({ name, label, active }: { name: MediaName; label: string; active: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage() === 'spanish' ? 'es' : 'en';
  const files = mediaFiles(name, language);
  const { mediaUrl: base, mediaVersions } = landingSettings();
  const url = (file: string) => mediaUrl(base, file, mediaVersions);
  const video = useRef<HTMLVideoElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const inView = useInView(box);
  const reducedMotion = usePrefersReducedMotion();
  const [state, setState] = useState<VideoState>('waiting');
  // A visitor's own play or pause wins over scrolling; reduced motion never starts by itself.
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const wantsToPlay = active && inView && (choice === 'play' || (choice === null && !reducedMotion));

  useEffect(() => {
    const element = video.current;
    if (!element || state === 'failed') return;
    if (!wantsToPlay) {
      element.pause();
      return;
    }
    play(element, setState);
  }, [wantsToPlay, state]);

  if (!('webm' in files)) return null;
  const failed = state === 'failed';
  const showPlay =
    !failed && state !== 'playing' && (reducedMotion || choice === 'pause' || state === 'paused');
  return (
    <div className="landing-media__video" ref={box}>
      <video
        ref={video}
        className="landing-media__fill"
        muted
        playsInline
        loop
        preload="none"
        poster={url(files.poster)}
        width={LANDING_MEDIA[name].width}
        height={LANDING_MEDIA[name].height}
        aria-label={t('landing.media.video', { name: label })}
        onPlaying={() => setState('playing')}
        onPause={() => setState((current) => (current === 'failed' ? current : 'paused'))}
        onError={() => setState('failed')}
      >
        <source src={url(files.webm)} type="video/webm" />
        {/* The last source failing means none can play: onError of the video does not fire for it. */}
        <source src={url(files.mp4)} type="video/mp4" onError={() => setState('failed')} />
      </video>
      {failed ? (
        <p className="landing-media__fallback" role="status">
          {t('landing.media.cannotPlay')}
        </p>
      ) : showPlay ? (
        <button
          type="button"
          className="landing-media__play"
          onClick={() => {
            setChoice('play');
            play(video.current, setState);
          }}
          aria-label={t('landing.media.play', { name: label })}
        >
          <PlayIcon />
        </button>
      ) : state === 'playing' ? (
        <button
          type="button"
          className="landing-media__pause"
          onClick={() => setChoice('pause')}
          aria-label={t('landing.media.pause', { name: label })}
        >
          <PauseIcon />
        </button>
      ) : null}
    </div>
  );
}

/**
 * `active` is false for a carousel slide not on show: its video stays paused. `eager` is for
 * media in the first screen (none on the landing page today): images are lazy otherwise.
 */
export function LandingMedia({
  name,
  label,
  active = true,
  eager = false,
}: {
  name: MediaName;
  label: string;
  active?: boolean;
  eager?: boolean;
}) {
  const spec = LANDING_MEDIA[name];
  const language = useLanguage() === 'spanish' ? 'es' : 'en';
  const files = mediaFiles(name, language);
  const { mediaUrl: base, mediaVersions } = landingSettings();
  const style = { '--media-ratio': `${spec.width} / ${spec.height}` } as CSSProperties;
  return (
    <figure className={`landing-media landing-media--${spec.frame}`} style={style}>
      {spec.frame === 'browser' ? (
        <div className="landing-media__bar" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      ) : null}
      <div className="landing-media__screen">
        {'image' in files ? (
          <img
            className="landing-media__fill"
            src={mediaUrl(base, files.image, mediaVersions)}
            alt={label}
            width={spec.width}
            height={spec.height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <LandingVideo name={name} label={label} active={active} />
        )}
      </div>
    </figure>
  );
}
