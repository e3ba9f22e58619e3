import { useTranslation } from 'react-i18next';
import { useAuthStatus } from '../lib/auth';
import { useCourierWord } from '../lib/courier-word';
import { useDocumentTitle } from '../lib/hooks';
import type { Messages } from '../lib/i18n/en';
import { paths } from '../lib/paths';
import { ButtonLink } from './button-link';
import { ArrowLeftIcon, SparkIcon } from './icons';
import { StateCard } from './state-message';

export type RouteTitleKey = keyof Messages['routes'];

/** The screen of every route whose feature comes later: its title and a clear note, no fake data. */
export function ComingSoon({ titleKey }: { titleKey: RouteTitleKey }) {
  const { t } = useTranslation();
  const loggedIn = useAuthStatus() === 'logged_in';
  const couriers = useCourierWord().plural;
  const title = t(`routes.${titleKey}`, { couriers });
  useDocumentTitle(title);

  return (
    <div className="container container--narrow state-page">
      <StateCard
        heading="h1"
        icon={<SparkIcon size={28} />}
        iconTone="state-card__art--soon"
        badge={<span className="badge badge--accent">{t('common.comingSoon')}</span>}
        title={title}
        body={t('common.comingSoonNote')}
      >
        <ButtonLink
          to={loggedIn ? paths.myAccount : paths.home}
          variant="secondary"
          icon={<ArrowLeftIcon size={18} />}
        >
          {loggedIn ? t('common.goToMyAccount') : t('common.backHome')}
        </ButtonLink>
      </StateCard>
    </div>
  );
}
