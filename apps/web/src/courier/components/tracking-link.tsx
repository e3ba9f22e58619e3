import { useState } from 'react';
import { useI18n } from '../i18n';

/** The customer's link, to share again by hand when their message did not arrive. */
export function TrackingLink({ url }: { url: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function share() {
    try {
      if (canShare) {
        await navigator.share({ url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // The courier closed the share sheet, or the clipboard is not allowed: the link stays visible.
    }
  }

  return (
    <section className="c-link">
      <p className="c-link__label">{t('trip.trackingLink')}</p>
      <div className="c-link__row">
        <a className="c-link__url" href={url} target="_blank" rel="noreferrer">
          {url.replace(/^https?:\/\//, '')}
        </a>
        <button type="button" className="c-link__button" onClick={share}>
          {copied ? t('trip.copied') : canShare ? t('trip.share') : t('trip.copy')}
        </button>
      </div>
    </section>
  );
}
