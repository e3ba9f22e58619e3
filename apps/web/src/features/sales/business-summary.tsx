import type { PrepaidAccount } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { useLanguage } from '../../lib/i18n';
import { countryName } from './sales-format';

/** The business found by the lookup, with the way back to look up another. */
export function BusinessSummary({ account, onChange }: { account: PrepaidAccount; onChange: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section className="card business-summary" aria-label={t('sales.prepaid.business')}>
      <div className="stack--1">
        <p className="overline">{t('sales.prepaid.business')}</p>
        <p className="business-summary__name">{account.business.company_name}</p>
        <p className="caption">
          {account.business.email} · {countryName(account.business.country_iso, language)}
          {account.plan ? ` · ${t(`sales.plan.${account.plan}`)}` : ''}
        </p>
      </div>
      <Button variant="ghost" size="sm" onClick={onChange}>
        {t('sales.prepaid.change')}
      </Button>
    </section>
  );
}
