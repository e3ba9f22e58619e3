import { useTranslation } from 'react-i18next';
import { DottedRoute } from './route-art';

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className="logo__mark"
    >
      <rect width="64" height="64" rx="16" fill="var(--brand-700)" />
      <DottedRoute d="M14 46c8-2 10-10 18-12s12-8 18-14" color="var(--brand-300)" width={3} dash="1 6" />
      <path
        d="M32 12c-8.3 0-15 6.5-15 14.6C17 37.5 32 52 32 52s15-14.5 15-25.4C47 18.5 40.3 12 32 12z"
        fill="#fff"
      />
      <circle cx="32" cy="26.5" r="6" fill="var(--accent-500)" />
    </svg>
  );
}

/** The logo mark with the product name beside it. */
export function Logo({ size = 32 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <span className="logo">
      <LogoMark size={size} />
      <span className="logo__word">{t('app.name')}</span>
    </span>
  );
}
