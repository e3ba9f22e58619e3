import { formatDate, formatMoney, type Payment } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../components/titled-section';
import { useLanguage } from '../../lib/i18n';

/** Every charge, newest first: date (DD/MM/YYYY), amount, paid or failed, the card's last 4. */
export function PaymentsPanel({ payments, timeZone }: { payments: Payment[]; timeZone: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <TitledSection title={t('billing.my.payments.title')} className="card stack--4">
      {payments.length === 0 ? (
        <p className="placeholder sub-empty">{t('billing.my.payments.empty')}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: on a phone the table scrolls sideways, so a keyboard must be able to reach it (WCAG 2.1.1)
        <section className="payments-wrap" aria-label={t('billing.my.payments.title')} tabIndex={0}>
          <table className="data-table payments-table">
            <thead>
              <tr>
                <th scope="col">{t('billing.my.payments.date')}</th>
                <th scope="col">{t('billing.my.payments.amount')}</th>
                <th scope="col">{t('billing.my.payments.status')}</th>
                <th scope="col">{t('billing.my.payments.card')}</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.id}>
                  <td>{formatDate(payment.created, timeZone)}</td>
                  <td className="payments-table__amount">
                    {formatMoney(payment.amount_minor, payment.currency, language)}
                  </td>
                  <td>
                    <span
                      className={`status-badge ${payment.status === 'succeeded' ? 'tone-success' : 'tone-danger'}`}
                    >
                      {t(`billing.my.payments.${payment.status}`)}
                    </span>
                  </td>
                  <td>
                    {payment.card_last4 ? `•••• ${payment.card_last4}` : t('billing.my.payments.noCard')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </TitledSection>
  );
}
