import type { Branch } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { PlusIcon, UsersIcon } from '../../components/icons';
import { ListSkeleton } from '../../components/list-skeleton';
import { EmptyState } from '../../components/state-message';
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
    <EmptyState
      className="team-empty"
      icon={<UsersIcon size={30} />}
      iconTone="tone-brand"
      title={t('team.empty.title', { courier })}
      body={t('team.empty.body', { courier, couriers })}
    >
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
    </EmptyState>
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
    <EmptyState
      className="team-empty team-empty--branch"
      title={t('team.emptyBranch.title', { couriers, branch: branch.name })}
      body={t('team.emptyBranch.body')}
    >
      <div className="button-row button-row--center">
        <Button icon={<PlusIcon size={18} />} onClick={onAdd}>
          {t('team.add', { courier })}
        </Button>
        <Button variant="ghost" onClick={onShowAll}>
          {t('team.emptyBranch.showAll')}
        </Button>
      </div>
    </EmptyState>
  );
}
