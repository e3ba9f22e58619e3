import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/button-link';
import { ArrowLeftIcon } from '../components/icons';
import { DottedRoute, RouteStart } from '../components/route-art';
import { StateCard } from '../components/state-message';
import { useDocumentTitle } from '../lib/hooks';
import { paths } from '../lib/paths';

export function NotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="container container--narrow state-page">
      <StateCard
        heading="h1"
        picture={<LostRoute />}
        badge={<span className="badge">{t('notFound.eyebrow')}</span>}
        title={t('notFound.title')}
        body={t('notFound.body')}
      >
        <ButtonLink to={paths.home} icon={<ArrowLeftIcon size={18} />}>
          {t('notFound.cta')}
        </ButtonLink>
      </StateCard>
    </div>
  );
}

/** A dotted route that ends at a question mark. */
function LostRoute() {
  return (
    <div className="lost-route" aria-hidden="true">
      <svg viewBox="0 0 240 120" width="240" height="120" aria-hidden="true">
        <DottedRoute
          d="M20 95 C 60 95, 60 40, 110 45 S 170 90, 200 40"
          color="var(--brand-200)"
          width={6}
          dash="2 12"
        />
        <RouteStart x={20} y={95} r={9} color="var(--brand-600)" inner={4} innerColor="#fff" />
        <path
          d="M200 12c-9 0-16 7-16 15.5C184 39 200 54 200 54s16-15 16-26.5C216 19 209 12 200 12z"
          fill="var(--accent-500)"
        />
        <text x="200" y="33" textAnchor="middle" fontSize="15" fontWeight="700" fill="#fff">
          ?
        </text>
      </svg>
    </div>
  );
}
