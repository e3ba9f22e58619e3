import { showsMainNav } from '@rutaviva/domain';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { type AccountLink, useAccountLinks } from '../components/account-links';
import { ButtonLink } from '../components/button-link';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '../components/icons';
import { LanguageSwitch } from '../components/language-switch';
import { Logo } from '../components/logo';
import { useAuthStatus } from '../lib/auth';
import { useIsDesktop } from '../lib/hooks';
import { paths } from '../lib/paths';
import { useStoredValue } from '../lib/storage';

interface NavItem {
  to: string;
  label: string;
}

function useMainNav(): NavItem[] {
  const { t } = useTranslation();
  return [
    { to: paths.monitor, label: t('nav.tracking') },
    { to: paths.reports, label: t('nav.reports') },
    { to: paths.reviews, label: t('nav.feedback') },
    { to: paths.myAccount, label: t('nav.myAccount') },
  ];
}

/** Closes a popup on Escape and on a click outside `ref`. */
function useDismiss(open: boolean, close: () => void, ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, ref]);
}

/** One of the account buttons, in the desktop menu and in the phone's menu alike. */
function AccountMenuLink({ link }: { link: AccountLink }) {
  return (
    <Link to={link.to} className={`account-menu__link${link.danger ? ' account-menu__link--danger' : ''}`}>
      {link.icon}
      {link.label}
    </Link>
  );
}

function AccountMenu({ email }: { email: string | null }) {
  const { t } = useTranslation();
  const links = useAccountLinks();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();

  useDismiss(open, () => setOpen(false), ref);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on every navigation is the point
  useEffect(() => setOpen(false), [pathname]);

  return (
    <div className="account-menu" ref={ref}>
      <button
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <span className="avatar" aria-hidden="true">
          {(email?.[0] ?? 'R').toUpperCase()}
        </span>
        <span>{t('nav.account')}</span>
        <ChevronDownIcon size={16} className="account-menu__chevron" />
      </button>
      {open ? (
        <nav className="account-menu__panel" id={menuId} aria-label={t('nav.accountMenu')}>
          {email ? <p className="account-menu__email">{email}</p> : null}
          <ul className="account-menu__list">
            {links.map((link) => (
              <li key={link.to}>
                <AccountMenuLink link={link} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

function MainNavLinks({ items }: { items: NavItem[] }) {
  return (
    <>
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} className="top-nav__link">
          {item.label}
        </NavLink>
      ))}
    </>
  );
}

/**
 * SPEC §2 "Top bar": a visitor sees the public bar (logo, name, login); a logged-in user sees the
 * main nav only in the onboarding states where it makes sense, otherwise the public bar.
 */
export function TopBar() {
  const { t } = useTranslation();
  const status = useAuthStatus();
  const onboardingState = useStoredValue('onboarding_state');
  const email = useStoredValue('email');
  const isDesktop = useIsDesktop();
  const mainNav = useMainNav();
  const accountLinks = useAccountLinks();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const panelId = useId();
  const barRef = useRef<HTMLElement>(null);

  const loggedIn = status === 'logged_in';
  const withMainNav = loggedIn && showsMainNav(onboardingState);

  useDismiss(menuOpen, () => setMenuOpen(false), barRef);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on every navigation is the point
  useEffect(() => setMenuOpen(false), [pathname, isDesktop]);

  return (
    <header className="top-bar" ref={barRef}>
      <div className="top-bar__inner">
        <Link to={loggedIn ? paths.myAccount : paths.home} className="top-bar__brand">
          <Logo size={32} />
        </Link>

        {isDesktop && withMainNav ? (
          <nav className="cluster--1" aria-label={t('nav.primary')}>
            <MainNavLinks items={mainNav} />
          </nav>
        ) : null}

        <div className="cluster top-bar__end">
          {isDesktop ? <LanguageSwitch /> : null}
          {status === 'logged_out' ? (
            <>
              <Link to={paths.login()} className="top-bar__login">
                {t('nav.login')}
              </Link>
              {isDesktop ? (
                <ButtonLink to={paths.signup} size="sm">
                  {t('nav.signup')}
                </ButtonLink>
              ) : null}
            </>
          ) : null}
          {loggedIn && isDesktop ? <AccountMenu email={email} /> : null}
          {isDesktop ? null : (
            <button
              type="button"
              className="icon-button"
              aria-expanded={menuOpen}
              aria-controls={panelId}
              aria-label={menuOpen ? t('common.closeMenu') : t('common.openMenu')}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
            </button>
          )}
        </div>
      </div>

      {!isDesktop && menuOpen ? (
        <div className="mobile-menu" id={panelId}>
          {withMainNav ? (
            <nav className="mobile-menu__section" aria-label={t('nav.primary')}>
              <MainNavLinks items={mainNav} />
            </nav>
          ) : null}
          {loggedIn ? (
            <nav className="mobile-menu__section" aria-label={t('nav.accountMenu')}>
              {email ? <p className="account-menu__email">{email}</p> : null}
              {accountLinks.map((link) => (
                <AccountMenuLink key={link.to} link={link} />
              ))}
            </nav>
          ) : (
            <div className="mobile-menu__section mobile-menu__actions">
              <ButtonLink to={paths.signup} block>
                {t('nav.signup')}
              </ButtonLink>
              <ButtonLink to={paths.login()} variant="secondary" block>
                {t('nav.login')}
              </ButtonLink>
            </div>
          )}
          <div className="mobile-menu__section mobile-menu__lang">
            <span>{t('language.label')}</span>
            <LanguageSwitch />
          </div>
        </div>
      ) : null}
    </header>
  );
}
