import type { Standing } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';

/** The standing in the admin banners' colours: red bad_sub, purple trial_expired, green none. */
export function StandingBadge({ standing }: { standing: Standing }) {
  const { t } = useTranslation();
  return (
    <span className={`status-badge standing-badge standing-badge--${standing}`}>
      <span className="status-badge__dot" aria-hidden="true" />
      {t(`sales.standing.${standing}`)}
    </span>
  );
}
