import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { ArrowLeftIcon, LogoutIcon } from '../../components/icons';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { PageSpinner } from '../../components/spinner';
import { useAuthStatus } from '../../lib/auth';
import { CALCULATOR_PATHS, normalizePathname, paths } from '../../lib/paths';
import { endSalespersonSession, useSalespersonToken } from '../../lib/salesperson-session';
import { useSalesperson } from './api/get-me';
import { registerSalesMessages } from './messages';
import { ReferralLink } from './referral-link';
import './sales.css';

registerSalesMessages();

function SalesNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const onCalculator = CALCULATOR_PATHS.includes(normalizePathname(pathname));
  const items = [
    { to: paths.panel, label: t('sales.shell.panel') },
    { to: paths.commissions, label: t('sales.shell.commissions') },
    { to: paths.createPrepaidSubscription, label: t('sales.shell.newPrepaid') },
    { to: paths.prepaid, label: t('sales.shell.prepaid') },
    { to: paths.calculatorWsp, label: t('sales.shell.calculators'), active: onCalculator },
  ];
  return (
    <nav className="sales-nav" aria-label={t('sales.shell.nav')}>
      <ul className="sales-nav__list">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) => `sales-nav__link${isActive || item.active ? ' active' : ''}`}
              aria-current={item.active ? 'page' : undefined}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The bar of the salesperson's screens: the brand, the language, and sign-out or the way back. */
function SalesBar({ salesperson }: { salesperson: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useSalesperson(salesperson);
  const signOut = () => {
    endSalespersonSession();
    navigate(paths.salespersonLogin(), { replace: true });
  };
  return (
    <header className="sales-bar">
      <div className="sales-bar__inner">
        <Link to={salesperson ? paths.panel : paths.myAccount} className="top-bar__brand">
          <Logo size={30} />
        </Link>
        <div className="sales-bar__end">
          {me.data ? (
            <span className="sales-bar__who caption">
              {t('sales.shell.signedInAs', { name: me.data.full_name })}
            </span>
          ) : null}
          <LanguageSwitch />
          {salesperson ? (
            <button type="button" className="btn btn--ghost btn--sm" onClick={signOut}>
              <LogoutIcon size={16} />
              <span>{t('sales.shell.signOut')}</span>
            </button>
          ) : (
            <Link to={paths.myAccount} className="btn btn--ghost btn--sm">
              <ArrowLeftIcon size={16} />
              <span>{t('sales.shell.backToAccount')}</span>
            </Link>
          )}
        </div>
      </div>
      {salesperson ? <SalesNav /> : null}
    </header>
  );
}

function SalesFooter() {
  const me = useSalesperson(true);
  if (!me.data) return null;
  return (
    <footer className="sales-footer">
      <div className="container">
        <ReferralLink url={me.data.referral_url} compact />
      </div>
    </footer>
  );
}

/**
 * Issue 13: the gate and frame of the salesperson's screens. Without a salesperson session a
 * visitor goes to /salesperson_login?next=…; the calculators also open for a signed-in admin,
 * who gets the way back to their account instead of the salesperson's menu.
 */
export function SalesShell() {
  const token = useSalespersonToken();
  const adminStatus = useAuthStatus();
  const location = useLocation();
  const calculator = CALCULATOR_PATHS.includes(normalizePathname(location.pathname));

  if (!token) {
    if (calculator && adminStatus === 'unknown') return <PageSpinner />;
    if (!calculator || adminStatus !== 'logged_in') {
      return <Navigate to={paths.salespersonLogin(`${location.pathname}${location.search}`)} replace />;
    }
  }
  const salesperson = token !== null;
  return (
    <div className="sales-shell">
      <SalesBar salesperson={salesperson} />
      <div className="sales-shell__page">
        <Outlet />
      </div>
      {salesperson ? <SalesFooter /> : null}
    </div>
  );
}
