import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { landingSettings, type SocialNetwork } from './landing-settings';

/** Simple one-colour marks of each network, drawn here: nothing is loaded from the network's site. */
const MARKS: Record<SocialNetwork, ReactNode> = {
  facebook: (
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z" />
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="3.9" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.2" cy="6.8" r="1.2" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3.5" y="9" width="3.6" height="11.5" rx="0.6" />
      <circle cx="5.3" cy="5.3" r="2.1" />
      <path d="M10 9h3.4v1.6c.5-.9 1.7-1.9 3.6-1.9 3.3 0 3.9 2.1 3.9 4.9v6.9h-3.6v-6.1c0-1.5 0-3.3-2-3.3s-2.3 1.6-2.3 3.2v6.2H10z" />
    </>
  ),
  youtube: (
    <path d="M21.6 7.2a2.7 2.7 0 0 0-1.9-1.9C18 4.8 12 4.8 12 4.8s-6 0-7.7.5a2.7 2.7 0 0 0-1.9 1.9C2 8.9 2 12 2 12s0 3.1.4 4.8a2.7 2.7 0 0 0 1.9 1.9c1.7.5 7.7.5 7.7.5s6 0 7.7-.5a2.7 2.7 0 0 0 1.9-1.9c.4-1.7.4-4.8.4-4.8s0-3.1-.4-4.8zM10 15.1V8.9l5.2 3.1z" />
  ),
  x: (
    <path d="M17.5 3.5h3.1l-6.8 7.7 8 10.3h-6.2l-4.9-6.3-5.6 6.3H2l7.3-8.2L1.6 3.5H8l4.4 5.8zm-1.1 16.2h1.7L7.1 5.2H5.3z" />
  ),
  tiktok: (
    <path d="M16.6 3c.3 2.3 1.8 3.8 4.1 4v3.2c-1.5 0-2.9-.4-4.1-1.2v6.2c0 3.4-2.6 5.8-5.8 5.8S5 18.6 5 15.3c0-3.5 3-6.1 6.6-5.7v3.3c-1.7-.4-3.2.7-3.2 2.4 0 1.4 1.1 2.5 2.5 2.5s2.5-1 2.5-2.7V3z" />
  ),
};

/**
 * The product's social pages from SOCIAL_LINKS (read at build time); nothing at all when none
 * is set, so the footer never shows a dead link.
 */
export function SocialLinks() {
  const { t } = useTranslation();
  const { socialLinks } = landingSettings();
  if (socialLinks.length === 0) return null;
  return (
    <ul className="social-links" aria-label={t('landing.footer.social')}>
      {socialLinks.map(({ network, url }) => (
        <li key={network}>
          <a
            className="social-links__link"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            data-network={network}
          >
            <span className="visually-hidden">{t(`landing.footer.socialNetwork.${network}`)}</span>
            <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
              {MARKS[network]}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
