import { formatNumber, type PrepaidAccount } from '@rutaviva/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { PrepaidBalanceFacts } from '../../components/prepaid-balance';
import { useDocumentTitle } from '../../lib/hooks';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { BusinessSummary } from './business-summary';
import { type FoundBusiness, LookupForm } from './lookup-form';
import { PackForm } from './pack-form';
import { browserTimeZone } from './sales-format';
import './prepaid.css';

/**
 * /create_prepaid_subscription (issue 13): a business of the salesperson's starts paying by
 * prepaid deliveries: find it (email + password), then the plan, the pack and the transfer.
 */
export function CreatePrepaidPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const [found, setFound] = useState<FoundBusiness | null>(null);
  const [created, setCreated] = useState<PrepaidAccount | null>(null);
  const timeZone = useMemo(browserTimeZone, []);
  useDocumentTitle(t('sales.prepaid.createTitle'));

  const restart = () => {
    setFound(null);
    setCreated(null);
  };
  const email = found?.email ?? searchParams.get('email') ?? '';
  const account = found?.account;

  return (
    <div className="container container--narrow page stack--6">
      <PageHeader title={t('sales.prepaid.createTitle')} subtitle={t('sales.prepaid.createSubtitle')} />
      {!found || !account ? (
        <LookupForm initialEmail={email} onFound={setFound} />
      ) : created?.balance ? (
        <section className="stack--4">
          <Alert tone="success">
            {t('sales.prepaid.created', {
              company: created.business.company_name,
              number: formatNumber(created.balance.remaining, language),
            })}
          </Alert>
          <div className="card">
            <PrepaidBalanceFacts
              balance={created.balance}
              audience="salesperson"
              nowSeconds={Math.floor(Date.now() / 1000)}
              timeZone={timeZone}
            />
          </div>
          <div className="button-row">
            <Link className="btn btn--secondary btn--md" to={paths.panel}>
              {t('sales.shell.panel')}
            </Link>
            <Button onClick={restart}>{t('sales.prepaid.another')}</Button>
          </div>
        </section>
      ) : (
        <>
          <BusinessSummary account={account} onChange={restart} />
          {account.has_card_subscription ? (
            <Alert tone="error">{t('sales.prepaid.hasCard')}</Alert>
          ) : account.balance ? (
            <Alert tone="info" title={t('sales.prepaid.hasPrepaid')}>
              <Link to={`${paths.prepaid}?email=${encodeURIComponent(found.email)}`} className="text-link">
                {t('sales.prepaid.goTopUp')}
              </Link>
            </Alert>
          ) : (
            <PackForm mode="create" found={found} onSaved={(next) => setCreated(next)} />
          )}
        </>
      )}
    </div>
  );
}
