import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/alert';
import { ButtonLink } from '../../components/button-link';
import { ArrowRightIcon, CheckIcon } from '../../components/icons';
import { StateCard } from '../../components/state-message';
import { paths } from '../../lib/paths';

/** A billing page whose data could not load: its header, what failed, and a retry. */
export function BillingLoadError({
  header,
  title,
  error,
  onRetry,
}: {
  header: ReactNode;
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div className="container container--medium page">
      {header}
      <LoadError title={title} error={error} onRetry={onRetry} />
    </div>
  );
}

/** /buy_sub or /paypal while a subscription still runs: it is managed, not bought again. */
export function SubscriptionExists() {
  const { t } = useTranslation();
  return (
    <div className="container container--narrow state-page">
      <StateCard
        heading="h1"
        icon={<CheckIcon size={28} />}
        title={t('billing.buy.existsTitle')}
        body={t('billing.buy.existsBody')}
      >
        <ButtonLink to={paths.mySubscription} iconEnd={<ArrowRightIcon size={16} />}>
          {t('billing.buy.manage')}
        </ButtonLink>
      </StateCard>
    </div>
  );
}
