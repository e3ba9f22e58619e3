import type { Card, PaymentType } from '@rutaviva/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CardIcon, PlusIcon, TrashIcon } from '../../components/icons';
import { TitledSection } from '../../components/titled-section';
import { describeError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useMakeDefaultCard } from './api/make-default-card';
import { useRemoveCard } from './api/remove-card';
import { cardExpiry } from './subscription-view';

function brandName(brand: string): string {
  return brand.length > 0 ? brand[0]?.toUpperCase() + brand.slice(1) : brand;
}

/** The saved cards: brand, last 4, expiry, the default one marked; add, remove, make default. */
export function CardsPanel({
  cards,
  paidWith,
  onNotice,
}: {
  cards: Card[];
  /** How the current subscription is paid: the cards pay it only when it is by card. */
  paidWith: PaymentType | null;
  onNotice: (text: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const makeDefault = useMakeDefaultCard();
  const remove = useRemoveCard();
  const [removing, setRemoving] = useState<Card | null>(null);

  const onMakeDefault = (card: Card) => {
    makeDefault.mutateAsync(card.payment_method_id).then(
      () => onNotice(t('billing.my.cards.madeDefault', { last4: card.last4 })),
      () => {
        // makeDefault.error is shown above the list.
      },
    );
  };

  return (
    <TitledSection
      title={t('billing.my.cards.title')}
      className="card stack--4"
      headerClassName="spread"
      aside={
        <ButtonLink to={paths.addCard} size="sm" variant="secondary" icon={<PlusIcon size={16} />}>
          {t('billing.my.cards.add')}
        </ButtonLink>
      }
    >
      <p className="caption">
        {paidWith === null || paidWith === 'card'
          ? t('billing.my.cards.subtitle')
          : t('billing.my.cards.subtitleOtherWay')}
      </p>
      {makeDefault.error ? <Alert tone="error">{describeError(makeDefault.error, language)}</Alert> : null}
      {cards.length === 0 ? (
        <p className="placeholder sub-empty">{t('billing.my.cards.empty')}</p>
      ) : (
        <ul className="card-list">
          {cards.map((card) => {
            const brand = brandName(card.brand);
            return (
              <li key={card.payment_method_id} className="card-row">
                <span className="icon-tile tone-ink card-row__icon" aria-hidden="true">
                  <CardIcon size={20} />
                </span>
                <div className="card-row__text">
                  <p className="card-row__name">
                    {t('billing.my.cards.ending', { brand, last4: card.last4 })}
                    {card.is_default ? (
                      <span className="badge badge--brand">{t('billing.my.cards.default')}</span>
                    ) : null}
                  </p>
                  <p className="caption">
                    {t('billing.my.cards.expires', { date: cardExpiry(card.exp_month, card.exp_year) })}
                  </p>
                </div>
                <div className="card-row__actions">
                  {card.is_default ? null : (
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={makeDefault.isPending && makeDefault.variables === card.payment_method_id}
                      onClick={() => onMakeDefault(card)}
                      aria-label={`${t('billing.my.cards.makeDefault')}: ${t('billing.my.cards.ending', { brand, last4: card.last4 })}`}
                    >
                      {t('billing.my.cards.makeDefault')}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<TrashIcon size={16} />}
                    onClick={() => setRemoving(card)}
                    aria-label={`${t('billing.my.cards.remove')}: ${t('billing.my.cards.ending', { brand, last4: card.last4 })}`}
                  >
                    {t('billing.my.cards.remove')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {removing ? (
        <ConfirmDialog
          title={t('billing.my.cards.removeTitle')}
          description={t('billing.my.cards.removeBody', {
            brand: brandName(removing.brand),
            last4: removing.last4,
          })}
          confirmLabel={t('billing.my.cards.remove')}
          confirmingLabel={t('billing.my.cards.removing')}
          busy={remove.isPending}
          error={remove.error}
          onConfirm={() => {
            remove.mutateAsync(removing.payment_method_id).then(
              () => setRemoving(null),
              () => {
                // The dialog shows remove.error (card_in_use).
              },
            );
          }}
          onClose={() => {
            remove.reset();
            setRemoving(null);
          }}
        />
      ) : null}
    </TitledSection>
  );
}
