import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockIcon, MapPinIcon, StarIcon } from '../../components/icons';
import { LogoMark } from '../../components/logo';
import './illustrations.css';
import './phone-illustration.css';

/** Product illustrations drawn with SVG and CSS: nothing is loaded from the internet. */

const ROUTE = 'M44 352 C 44 318, 70 306, 96 290 S 150 262, 150 226 S 118 176, 144 150 S 178 130, 178 112';

type Block = readonly [x: number, y: number, width: number, height: number];

/** A map's ground: its pale land and the blocks of houses, drawn from a list of blocks. */
function CityGround({ width, height, blocks }: { width: number; height: number; blocks: readonly Block[] }) {
  return (
    <>
      <rect width={width} height={height} fill="#e6f2ee" />
      <g fill="#d3e8e0">
        {blocks.map(([x, y, w, h]) => (
          <rect key={`${x} ${y}`} x={x} y={y} width={w} height={h} rx="8" />
        ))}
      </g>
    </>
  );
}

const PHONE_BLOCKS: readonly Block[] = [
  [8, 8, 70, 90],
  [96, 8, 116, 56],
  [8, 116, 70, 100],
  [174, 150, 38, 120],
  [8, 234, 64, 92],
  [110, 290, 102, 60],
  [8, 372, 204, 76],
];

/** A city map in the phone's proportions; the route runs between the top card and the bottom sheet. */
function PhoneMap({ animate = true }: { animate?: boolean }) {
  return (
    <svg className="phone-map" viewBox="0 0 220 456" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <CityGround width={220} height={456} blocks={PHONE_BLOCKS} />
      <rect x="96" y="80" width="60" height="74" rx="10" fill="#c6e6cf" />
      <circle cx="112" cy="102" r="7" fill="#b1dbbd" />
      <circle cx="136" cy="128" r="9" fill="#b1dbbd" />
      <g stroke="#fff" strokeWidth="12" strokeLinecap="round" fill="none">
        <path d="M0 107h220M0 225h220M0 362h220M87 0v456M164 0v456" />
      </g>
      <path
        d={ROUTE}
        fill="none"
        stroke="#0f766e"
        strokeOpacity="0.18"
        strokeWidth="12"
        strokeLinecap="round"
      />
      <path d={ROUTE} fill="none" stroke="#0f766e" strokeWidth="5" strokeLinecap="round" />
      <circle cx="44" cy="352" r="11" fill="#0b5c55" stroke="#fff" strokeWidth="3" />
      <rect x="39" y="347" width="10" height="9" rx="1.5" fill="#fff" />
      <path
        d="M178 82c-9 0-16 7-16 15.5C162 109 178 124 178 124s16-15 16-26.5C194 89 187 82 178 82z"
        fill="#ff7a45"
      />
      <circle cx="178" cy="97" r="5.5" fill="#fff" />
      <g>
        <circle r="16" fill="#ff7a45" opacity="0.2">
          {animate ? (
            <animate attributeName="r" values="12;20;12" dur="2.2s" repeatCount="indefinite" />
          ) : null}
        </circle>
        <circle r="9" fill="#ff7a45" stroke="#fff" strokeWidth="3" />
        {animate ? (
          <animateMotion
            dur="12s"
            repeatCount="indefinite"
            path={ROUTE}
            keyPoints="0.05;0.8;0.8"
            keyTimes="0;0.85;1"
            calcMode="linear"
          />
        ) : null}
      </g>
    </svg>
  );
}

/** The customer's phone showing a live trip (hero and first feature slide). */
export function PhoneTracking({ withBubble = false }: { withBubble?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="phone-scene">
      <div className="landing-phone">
        <div className="landing-phone__screen">
          <PhoneMap />
          <div className="phone-card">
            <span className="phone-card__brand">
              <LogoMark size={22} />
              {t('landing.hero.bubbleFrom')}
            </span>
            <span className="phone-card__status">
              <span className="live-dot" />
              {t('landing.hero.mapStatus')}
            </span>
          </div>
          <div className="phone-sheet">
            <div className="phone-sheet__row">
              <span className="phone-sheet__avatar">C</span>
              <span className="caption">{t('landing.hero.mapCourier')}</span>
            </div>
            <strong className="phone-sheet__eta">{t('landing.hero.mapEta')}</strong>
            <span className="phone-sheet__bar">
              <span />
            </span>
          </div>
        </div>
      </div>
      {withBubble ? (
        <div className="chat-bubble">
          <span className="chat-bubble__from">{t('landing.hero.bubbleFrom')}</span>
          <span>{t('landing.hero.bubbleText')}</span>
          <span className="chat-bubble__link">…/t/8fK2xQ</span>
          <span className="chat-bubble__time">12:41 ✓✓</span>
        </div>
      ) : null}
    </div>
  );
}

function WindowFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="window">
      <div className="window__bar">
        <span />
        <span />
        <span />
        <p>{title}</p>
      </div>
      <div className="window__body">{children}</div>
    </div>
  );
}

const COURIERS = [
  { name: 'Carlos', color: '#ff7a45', progress: 0.72 },
  { name: 'Lucía', color: '#2bb39e', progress: 0.38 },
  { name: 'Miguel', color: '#6d5bd0', progress: 0.9 },
  { name: 'Ana', color: '#e0a200', progress: 0.2 },
];

const MONITOR_BLOCKS: readonly Block[] = [
  [10, 10, 80, 60],
  [110, 10, 90, 60],
  [220, 10, 70, 110],
  [10, 90, 80, 120],
  [110, 90, 90, 50],
  [110, 160, 180, 50],
];

export function MonitorIllustration() {
  const { t } = useTranslation();
  return (
    <WindowFrame title={t('routes.monitor')}>
      <div className="monitor">
        <ul className="monitor__list">
          <li className="monitor__count">{t('landing.illustration.couriersOnline')}</li>
          {COURIERS.map((courier) => (
            <li key={courier.name} className="monitor__courier">
              <span className="monitor__dot" style={{ background: courier.color }} />
              <span className="monitor__name">{courier.name}</span>
              <span className="monitor__bar">
                <span style={{ width: `${courier.progress * 100}%`, background: courier.color }} />
              </span>
            </li>
          ))}
        </ul>
        <svg
          className="monitor__map"
          viewBox="0 0 300 220"
          preserveAspectRatio="xMidYMid slice"
          aria-hidden="true"
        >
          <CityGround width={300} height={220} blocks={MONITOR_BLOCKS} />
          <g stroke="#fff" strokeWidth="9" fill="none">
            <path d="M0 80h300M0 150h300M100 0v220M210 0v220" />
          </g>
          <path
            d="M30 200 C 60 160, 90 160, 100 120 S 160 90, 200 80"
            stroke="#ff7a45"
            strokeWidth="3.5"
            fill="none"
          />
          <path d="M270 200 C 240 170, 230 150, 210 130" stroke="#2bb39e" strokeWidth="3.5" fill="none" />
          <path
            d="M150 20 C 160 50, 120 60, 100 80 S 60 110, 50 130"
            stroke="#6d5bd0"
            strokeWidth="3.5"
            fill="none"
          />
          <path d="M280 30 C 260 50, 250 70, 230 80" stroke="#e0a200" strokeWidth="3.5" fill="none" />
          {[
            [200, 80, '#ff7a45'],
            [210, 130, '#2bb39e'],
            [50, 130, '#6d5bd0'],
            [230, 80, '#e0a200'],
          ].map(([cx, cy, color]) => (
            <g key={String(color)}>
              <circle cx={cx} cy={cy} r="11" fill={String(color)} opacity="0.22" />
              <circle cx={cx} cy={cy} r="6" fill={String(color)} stroke="#fff" strokeWidth="2.5" />
            </g>
          ))}
        </svg>
      </div>
    </WindowFrame>
  );
}

const BARS = [42, 58, 50, 74, 66, 88, 80];

const KPIS = [
  { label: 'deliveriesToday', value: '128', accent: false },
  { label: 'avgTime', value: '24 min', accent: false },
  { label: 'rating', value: '96%', accent: true },
] as const;

export function AdminIllustration() {
  const { t } = useTranslation();
  return (
    <WindowFrame title={t('routes.reports')}>
      <div className="admin">
        <div className="admin__kpis">
          {KPIS.map(({ label, value, accent }) => (
            <div key={label} className="landing-kpi">
              <span className="landing-kpi__label">{t(`landing.illustration.${label}`)}</span>
              <strong className={`landing-kpi__value${accent ? ' landing-kpi__value--accent' : ''}`}>
                {value}
              </strong>
            </div>
          ))}
        </div>
        <svg className="admin__chart" viewBox="0 0 280 100" aria-hidden="true">
          <path d="M0 99.5h280" stroke="#dde5e3" />
          {BARS.map((height, index) => (
            <rect
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed drawing
              key={index}
              x={12 + index * 38}
              y={100 - height}
              width="24"
              height={height}
              rx="5"
              fill={index === BARS.length - 2 ? '#ff7a45' : '#14917f'}
              opacity={index === BARS.length - 2 ? 1 : 0.35 + index * 0.09}
            />
          ))}
        </svg>
        <div className="admin__rows" aria-hidden="true">
          {[0.8, 0.6, 0.7].map((width, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed drawing
            <span key={index} className="admin__row">
              <span className="admin__cell" style={{ width: `${width * 40}%` }} />
              <span className="admin__cell admin__cell--muted" style={{ width: '18%' }} />
              <span className="admin__pill" />
            </span>
          ))}
        </div>
      </div>
    </WindowFrame>
  );
}

function Face({ mood }: { mood: 'bad' | 'okay' | 'excellent' }) {
  const mouth = { bad: 'M15 29c2.5-3.5 9.5-3.5 12 0', okay: 'M15 27h12', excellent: 'M14 25c3 5 11 5 14 0' }[
    mood
  ];
  return (
    <svg viewBox="0 0 42 42" className={`face face--${mood}`} aria-hidden="true">
      <circle cx="21" cy="21" r="19" />
      <circle cx="15" cy="17" r="2.2" className="face__eye" />
      <circle cx="27" cy="17" r="2.2" className="face__eye" />
      <path d={mouth} className="face__mouth" />
    </svg>
  );
}

export function FeedbackIllustration() {
  const { t } = useTranslation();
  return (
    <div className="feedback-card">
      <p className="feedback-card__question">{t('landing.illustration.feedbackQuestion')}</p>
      <div className="feedback-card__faces">
        <Face mood="bad" />
        <Face mood="okay" />
        <span className="feedback-card__selected">
          <Face mood="excellent" />
        </span>
      </div>
      <p className="overline feedback-card__excellent">{t('landing.illustration.excellent')}</p>
      <div className="feedback-card__chips">
        {[
          { Icon: StarIcon, text: t('landing.illustration.chipCourier'), on: true },
          { Icon: ClockIcon, text: t('landing.illustration.chipTime'), on: true },
          { Icon: MapPinIcon, text: t('routes.tracking'), on: false },
        ].map(({ Icon, text, on }) => (
          <span key={text} className={`chip landing-chip${on ? ' landing-chip--on' : ''}`}>
            <Icon size={14} />
            {text}
          </span>
        ))}
      </div>
      <p className="feedback-card__comment">{t('landing.illustration.feedbackComment')}</p>
    </div>
  );
}
