import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AlertIcon, ArrowRightIcon } from '../components/icons';
import { useAuthStatus } from '../lib/auth';
import { normalizePathname, PATHS_WITHOUT_SUB_BANNER, paths } from '../lib/paths';
import { useStoredValue } from '../lib/storage';

/** SPEC §2 "Top bar": red for bad_sub, purple for trial_expired; a link to /my_subscription. */
export function SubBanner() {
  const { t } = useTranslation();
  const banner = useStoredValue('sub_banner');
  const loggedIn = useAuthStatus() === 'logged_in';
  const { pathname } = useLocation();

  if (!loggedIn || (banner !== 'bad_sub' && banner !== 'trial_expired')) return null;
  if (PATHS_WITHOUT_SUB_BANNER.includes(normalizePathname(pathname))) return null;

  return (
    <Link to={paths.mySubscription} className={`sub-banner sub-banner--${banner}`}>
      <span className="sub-banner__inner">
        <AlertIcon size={18} />
        <span className="sub-banner__text">{t(`banner.${banner}`)}</span>
        <span className="sub-banner__cta">
          {t('banner.cta')}
          <ArrowRightIcon size={16} />
        </span>
      </span>
    </Link>
  );
}
