import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccountLinks } from '../../components/account-links';
import { LoadError } from '../../components/alert';
import { ChevronRightIcon } from '../../components/icons';
import { PageSpinner } from '../../components/spinner';
import { useCurrentUser } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/hooks';
import { AccountSection } from './account-section';
import { LogoutEverywhere } from './logout-everywhere';
import { OnboardingChecklist, OnboardingComplete } from './onboarding-checklist';
import './account.css';

function AccountButtons() {
  const { t } = useTranslation();
  const links = useAccountLinks(22);
  return (
    <AccountSection title={t('myAccount.accountTitle')}>
      <ul className="stack--3 account-tiles">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className={`link-tile account-tile${link.danger ? ' account-tile--danger' : ''}`}
            >
              <span className="link-tile__icon">{link.icon}</span>
              <span className="account-tile__label">{link.label}</span>
              <ChevronRightIcon size={18} className="link-tile__end" />
            </Link>
          </li>
        ))}
      </ul>
    </AccountSection>
  );
}

/** SPEC §2: the account page — greeting, the onboarding checklist and the account buttons. */
export function MyAccountPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  useDocumentTitle(t('myAccount.title'));

  if (user.isPending) return <PageSpinner />;

  if (user.error) {
    return (
      <div className="container container--medium page">
        <LoadError title={t('myAccount.loadFailed')} error={user.error} onRetry={() => void user.refetch()} />
      </div>
    );
  }

  const { company_name: company, onboarding_state: state } = user.data;
  const completed = state === 'completed';

  return (
    <div className="container container--medium page">
      <header className="page-header account-hero">
        <span className="account-hero__avatar" aria-hidden="true">
          {company.trim().charAt(0).toUpperCase() || 'R'}
        </span>
        <div>
          <h1 className="page-header__title">{t('myAccount.greeting', { name: company })}</h1>
          <p className="page-header__subtitle">
            {completed ? t('myAccount.subtitleDone', { company }) : t('myAccount.subtitle', { company })}
          </p>
        </div>
      </header>
      <div className="account-layout">
        {completed ? <OnboardingComplete /> : <OnboardingChecklist state={state} />}
        <AccountButtons />
        <LogoutEverywhere />
      </div>
    </div>
  );
}
