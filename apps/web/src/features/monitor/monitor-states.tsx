import type { Branch } from '@rutaviva/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { EntryLink } from '../../components/entry-link';
import { ArrowRightIcon, PhoneIcon, UsersIcon } from '../../components/icons';
import { ListSkeleton } from '../../components/list-skeleton';
import { ErrorCard } from '../../components/state-message';
import { describeError } from '../../lib/api';
import { useCourierWord } from '../../lib/courier-word';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import './monitor-states.css';
import { DottedRoute, RouteStart } from '../../components/route-art';

export function LoadingList() {
  const { t } = useTranslation();
  const { plural: couriers } = useCourierWord();
  return <ListSkeleton label={t('monitor.loading', { couriers })} />;
}

/** A quiet map with a route waiting for its courier. */
function WaitingRoute() {
  return (
    <svg className="monitor-empty__art" viewBox="0 0 240 132" aria-hidden="true">
      <rect
        x="4"
        y="4"
        width="232"
        height="124"
        rx="20"
        fill="var(--brand-50)"
        stroke="var(--brand-100)"
        strokeWidth="2"
      />
      <path d="M4 48h232M4 90h232M64 4v124M128 4v124M188 4v124" stroke="var(--brand-100)" strokeWidth="2" />
      <DottedRoute
        d="M40 100 C 80 100, 78 58, 122 60 S 168 36, 196 40"
        color="var(--brand-300)"
        width={5}
        dash="1 12"
      />
      <RouteStart x={40} y={100} r={10} color="var(--brand-600)" inner={4} innerColor="#fff" />
      <path
        d="M196 12c-9.4 0-17 7.3-17 16.3C179 40.5 196 56 196 56s17-15.5 17-27.7C213 19.3 205.4 12 196 12z"
        fill="var(--accent-500)"
      />
      <circle cx="196" cy="28.5" r="6" fill="#fff" />
    </svg>
  );
}

/** The monitor's empty panel: the waiting route, a title, why, and the buttons that lead on. */
function EmptyPanel({
  branch = false,
  titleId,
  title,
  body,
  children,
}: {
  branch?: boolean;
  /** Labels the panel by its title. */
  titleId?: string;
  title: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <section
      className={`stack--3 monitor-empty${branch ? ' monitor-empty--branch' : ''}`}
      aria-labelledby={titleId}
    >
      <WaitingRoute />
      <h2 id={titleId} className="monitor-empty__title">
        {title}
      </h2>
      <p className="monitor-empty__body">{body}</p>
      <div className="button-row button-row--center monitor-empty__actions">{children}</div>
    </section>
  );
}

/** No courier yet: what will show here, and the two places that make it happen. */
export function EmptyMonitor() {
  const { t } = useTranslation();
  const { singular: courier, plural: couriers } = useCourierWord();
  return (
    <EmptyPanel
      titleId="monitor-empty-title"
      title={t('monitor.empty.title', { couriers })}
      body={t('monitor.empty.body', { courier, couriers })}
    >
      <ButtonLink to={paths.team} variant="secondary" icon={<UsersIcon size={18} />}>
        {t('monitor.empty.team', { couriers })}
      </ButtonLink>
      <EntryLink href={paths.courier} icon={<PhoneIcon size={18} />} iconEnd={null}>
        {t('monitor.empty.courierApp', { courier })}
      </EntryLink>
    </EmptyPanel>
  );
}

/** No courier in the chosen branch: other branches may have some. */
export function EmptyBranch({ branch, onShowAll }: { branch: Branch; onShowAll: () => void }) {
  const { t } = useTranslation();
  const { plural: couriers } = useCourierWord();
  return (
    <EmptyPanel
      branch
      title={t('monitor.emptyBranch.title', { branch: branch.name, couriers })}
      body={t('monitor.emptyBranch.body', { couriers })}
    >
      <Button onClick={onShowAll} iconEnd={<ArrowRightIcon size={18} />}>
        {t('monitor.emptyBranch.showAll')}
      </Button>
    </EmptyPanel>
  );
}

/** The channel could not be authorised: why, and a way to try again. */
export function MonitorError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ErrorCard
      className="monitor-error"
      title={t('monitor.error.title')}
      body={`${describeError(error, language)} ${t('monitor.error.body')}`}
    >
      <Button variant="secondary" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </ErrorCard>
  );
}
