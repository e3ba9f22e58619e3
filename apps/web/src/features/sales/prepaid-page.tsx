import { formatNumber, type PrepaidAccount } from '@rutaviva/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/alert';
import { PageHeader } from '../../components/page-header';
import { PrepaidBalanceFacts, PrepaidMovements } from '../../components/prepaid-balance';
import { useDocumentTitle } from '../../lib/hooks';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { BusinessSummary } from './business-summary';
import { type FoundBusiness, LookupForm } from './lookup-form';
import { PackForm } from './pack-form';
import { browserTimeZone } from './sales-format';
import './prepaid.css';

/**
 * /prepago (issue 13): a business's prepaid balance, found by its admin's email and the
 * salesperson's password: what remains, what froze, when it freezes, the movements, a top-up.
 */
export function PrepaidPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const [found, setFound] = useState<FoundBusiness | null>(null);
  // What the last top-up left, worded at render time so a language switch rewords it.
  const [notice, setNotice] = useState<{ company: string; remaining: number } | null>(null);
  // A new form after each top-up, so the next one starts from a clean reference.
  const [round, setRound] = useState(0);
  const timeZone = useMemo(browserTimeZone, []);
  useDocumentTitle(t('sales.prepaid.topUpTitle'));

  const onSaved = (account: PrepaidAccount) => {
    if (!found) return;
    setFound({ ...found, account });
    setRound((value) => value + 1);
    setNotice({ company: account.business.company_name, remaining: account.balance?.remaining ?? 0 });
  };
  const restart = () => {
    setFound(null);
    setNotice(null);
  };
  const account = found?.account;
  const balance = account?.balance;

  return (
    <div className="container container--medium page stack--6">
      <PageHeader title={t('sales.prepaid.topUpTitle')} subtitle={t('sales.prepaid.topUpSubtitle')} />
      {!found || !account ? (
        <div className="container--narrow">
          <LookupForm initialEmail={searchParams.get('email') ?? ''} onFound={setFound} />
        </div>
      ) : (
        <>
          <BusinessSummary account={account} onChange={restart} />
          {notice ? (
            <Alert tone="success">
              {t('sales.prepaid.toppedUp', {
                company: notice.company,
                number: formatNumber(notice.remaining, language),
              })}
            </Alert>
          ) : null}
          {!balance ? (
            <Alert tone="info" title={t('sales.prepaid.noPrepaid')}>
              <Link
                to={`${paths.createPrepaidSubscription}?email=${encodeURIComponent(found.email)}`}
                className="text-link"
              >
                {t('sales.prepaid.goCreate')}
              </Link>
            </Alert>
          ) : (
            <div className="prepaid-layout">
              <div className="stack--6">
                <section className="card stack--4" aria-labelledby="balance-title">
                  <h2 id="balance-title" className="card__title">
                    {t('prepaid.title')}
                  </h2>
                  <PrepaidBalanceFacts
                    balance={balance}
                    audience="salesperson"
                    nowSeconds={Math.floor(Date.now() / 1000)}
                    timeZone={timeZone}
                  />
                </section>
                <PrepaidMovements balance={balance} timeZone={timeZone} />
              </div>
              <PackForm key={round} mode="topUp" found={found} onSaved={onSaved} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
