import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CopyIcon } from '../../components/icons';
import { paths } from '../../lib/paths';

/** Where couriers log in: this site's /courier (what the copy button copies). */
function courierAppUrl(): string {
  return `${window.location.origin}${paths.courier}`;
}

/** The same address as people read it aloud or type it on a phone: no "https://". */
export function courierAppAddress(): string {
  return `${window.location.host}${paths.courier}`;
}

/** The courier app's address with a copy button (the clipboard may be unavailable: then no button). */
export function CourierAppLink({ label }: { label?: string }) {
  const { t } = useTranslation();
  const url = courierAppUrl();
  const [copied, setCopied] = useState(false);
  const canCopy = typeof navigator !== 'undefined' && Boolean(navigator.clipboard);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // Denied by the browser: the address stays on screen to copy by hand.
    }
  };

  return (
    <div className="app-link">
      {label ? <span className="app-link__label">{label}</span> : null}
      <span className="app-link__box">
        <a className="app-link__url" href={paths.courier} target="_blank" rel="noreferrer">
          {courierAppAddress()}
        </a>
        {canCopy ? (
          <button
            type="button"
            className="app-link__copy"
            onClick={() => void copy()}
            aria-label={copied ? t('team.copied') : t('team.copyLink')}
            title={copied ? t('team.copied') : t('team.copyLink')}
          >
            {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
          </button>
        ) : null}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {copied ? t('team.copied') : ''}
      </span>
    </div>
  );
}
