import type { Branch } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { PlusIcon, UsersIcon } from '../../components/icons';
import { ListSkeleton } from '../../components/list-skeleton';
import { useCourierWord } from '../../lib/courier-word';
import { CourierAppLink } from './courier-app-link';

export function LoadingList() {
  const { t } = useTranslation();
  return <ListSkeleton label={t('common.loading')} />;
}

/** No courier at all yet: what couriers are, how they log in, and the first step. */
export function EmptyTeam({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation();
  const { singular: courier, plural: couriers } = useCourierWord();
  return (
    <section className="card empty-state team-empty" aria-labelledby="team-empty-title">
      <span className="empty-state__art tone-brand" aria-hidden="true">
        <UsersIcon size={30} />
      </span>
      <h2 id="team-empty-title" className="empty-state__title">
        {t('team.empty.title', { courier })}
      </h2>
      <p className="empty-state__body">{t('team.empty.body', { courier, couriers })}</p>
      <ol className="stack--3 team-empty__steps">
        <li>
          <span className="icon-tile team-empty__step-number" aria-hidden="true">
            1
          </span>
          <span>{t('team.empty.step1')}</span>
        </li>
        <li>
          <span className="icon-tile team-empty__step-number" aria-hidden="true">
            2
          </span>
          <span>{t('team.empty.step2')}</span>
        </li>
        <li>
          <span className="icon-tile team-empty__step-number" aria-hidden="true">
            3
          </span>
          <CourierAppLink label={t('team.empty.step3')} />
        </li>
      </ol>
      <Button size="lg" icon={<PlusIcon size={20} />} onClick={onAdd}>
        {t('team.empty.cta', { courier })}
      </Button>
    </section>
  );
}

/** No courier in the chosen branch, while other branches may have some. */
export function EmptyBranch({
  branch,
  onAdd,
  onShowAll,
}: {
  branch: Branch;
  onAdd: () => void;
  onShowAll: () => void;
}) {
  const { t } = useTranslation();
  const { singular: courier, plural: couriers } = useCourierWord();
  return (
    <section className="card empty-state team-empty team-empty--branch">
      <h2 className="empty-state__title">{t('team.emptyBranch.title', { couriers, branch: branch.name })}</h2>
      <p className="empty-state__body">{t('team.emptyBranch.body')}</p>
      <div className="button-row button-row--center">
        <Button icon={<PlusIcon size={18} />} onClick={onAdd}>
          {t('team.add', { courier })}
        </Button>
        <Button variant="ghost" onClick={onShowAll}>
          {t('team.emptyBranch.showAll')}
        </Button>
      </div>
    </section>
  );
}
