import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { CheckIcon, CopyIcon, MessageIcon } from '../../components/icons';

/** A wa.me link that opens WhatsApp with the invitation and the referral link already written. */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/**
 * The salesperson's referral link (issue 13): shown whole so it can be read out, copied with one
 * tap, or sent on WhatsApp from the phone in front of the customer.
 */
export function ReferralLink({ url, compact = false }: { url: string; compact?: boolean }) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const onCopy = () => {
    navigator.clipboard.writeText(url).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  return (
    <section className={`referral${compact ? ' referral--compact' : ''}`} aria-labelledby="referral-title">
      <div className="referral__text">
        <h2 id="referral-title" className="referral__title">
          {t('sales.shell.referralTitle')}
        </h2>
        {compact ? null : <p className="caption">{t('sales.shell.referralBody')}</p>}
        <p className="referral__url" data-testid="referral-url">
          {url}
        </p>
      </div>
      <div className="referral__actions">
        <Button
          size="sm"
          variant="secondary"
          onClick={onCopy}
          icon={copy === 'copied' ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
        >
          {copy === 'copied' ? t('sales.shell.copied') : t('sales.shell.copy')}
        </Button>
        <a
          className="btn btn--secondary btn--sm"
          href={whatsappShareUrl(t('sales.shell.whatsappText', { url }))}
          target="_blank"
          rel="noreferrer"
        >
          <MessageIcon size={16} />
          <span>{t('sales.shell.whatsapp')}</span>
        </a>
      </div>
      <span className="visually-hidden" role="status">
        {copy === 'copied' ? t('sales.shell.copied') : copy === 'failed' ? t('sales.shell.copyFailed') : ''}
      </span>
    </section>
  );
}
