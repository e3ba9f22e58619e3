import type { Courier, CourierUpdate } from '@rutaviva/domain';
import { useMutationState } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, LoadError } from '../../components/alert';
import { Button } from '../../components/button';
import { PlusIcon, SendIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { describeError } from '../../lib/api';
import { useBranches, useBranchFilter } from '../../lib/branches';
import { useCourierWord } from '../../lib/courier-word';
import { useCouriers } from '../../lib/couriers';
import { useDocumentTitle, useIsDesktop } from '../../lib/hooks';
import { useLanguage } from '../../lib/i18n';
import { updateCourierKey, useUpdateCourier } from './api/update-courier';
import { BranchFilter } from './branch-filter';
import { CourierAppLink, courierAppAddress } from './courier-app-link';
import { CourierFormDialog, type CourierFormTarget } from './courier-form-dialog';
import { CourierCards, CourierTable, fullName } from './courier-list';
import { DeactivateDialog } from './deactivate-dialog';
import { InviteDialog } from './invite-dialog';
import { EmptyBranch, EmptyTeam, LoadingList } from './team-states';
import './team.css';

interface Notice {
  tone: 'success' | 'error';
  title: string;
  body?: string;
  /** A courier just added: the notice offers to send them their invitation. */
  invite?: Courier;
}

/** The ids of couriers whose activation change is still on its way (edits are left out). */
function usePendingActivation(): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: updateCourierKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as CourierUpdate | undefined,
  });
  return useMemo(
    () => new Set(ids.flatMap((variables) => (variables && 'active' in variables ? [variables.id] : []))),
    [ids],
  );
}

/** SPEC §2 "team management": the admin's couriers, by branch; add, edit, activate, deactivate. */
export function TeamPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const isDesktop = useIsDesktop();
  const { singular: courier, plural: couriers } = useCourierWord();
  const branches = useBranches();
  const filter = useBranchFilter(branches);
  const list = useCouriers(filter.selected?.id ?? null);
  const activate = useUpdateCourier();
  const pendingIds = usePendingActivation();
  const [formTarget, setFormTarget] = useState<CourierFormTarget | null>(null);
  const [deactivating, setDeactivating] = useState<Courier | null>(null);
  const [inviting, setInviting] = useState<Courier | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const title = t('team.title', { couriers });
  useDocumentTitle(title);

  const openCreate = () => {
    setNotice(null);
    setFormTarget({ mode: 'create', branchId: filter.selected?.id ?? branches[0]?.id ?? '' });
  };
  const openEdit = (target: Courier) => {
    setNotice(null);
    setFormTarget({ mode: 'edit', courier: target });
  };

  const onSaved = (saved: Courier, created: boolean) => {
    setFormTarget(null);
    const name = fullName(saved);
    setNotice(
      created
        ? {
            tone: 'success',
            title: t('team.notices.created', { name, url: courierAppAddress(), username: saved.username }),
            invite: saved,
          }
        : { tone: 'success', title: t('team.notices.updated', { name }) },
    );
  };

  const onActivate = (target: Courier) => {
    setNotice(null);
    activate.mutate(
      { id: target.id, active: true },
      {
        onSuccess: (saved) =>
          setNotice({
            tone: 'success',
            title: t('team.notices.activated', { name: fullName(saved), courier }),
          }),
        onError: (error) =>
          setNotice({
            tone: 'error',
            title: t('team.notices.toggleFailed', { name: fullName(target) }),
            body: describeError(error, language),
          }),
      },
    );
  };

  const onDeactivated = (saved: Courier) => {
    setDeactivating(null);
    setNotice({ tone: 'success', title: t('team.notices.deactivated', { name: fullName(saved) }) });
  };

  const data = list.data;
  const showingAll = filter.selected === null;
  // An empty branch may be an empty business (a branch the user picked earlier): ask once for all.
  const branchIsEmpty = !showingAll && !list.isPlaceholderData && data?.length === 0;
  const everyBranch = useCouriers(null, { enabled: branchIsEmpty });
  const noCouriersAtAll =
    data !== undefined &&
    data.length === 0 &&
    (showingAll || (branchIsEmpty && everyBranch.data?.length === 0));
  const inactive = data?.filter((item) => !item.active).length ?? 0;

  let body: ReactNode;
  if (list.isPending) {
    body = <LoadingList />;
  } else if (list.error && !data) {
    body = (
      <LoadError
        title={t('team.loadFailed', { couriers })}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (noCouriersAtAll) {
    body = <EmptyTeam onAdd={openCreate} />;
  } else if (branchIsEmpty && everyBranch.isPending) {
    body = <LoadingList />;
  } else if (data && data.length === 0 && filter.selected) {
    body = <EmptyBranch branch={filter.selected} onAdd={openCreate} onShowAll={() => filter.select(null)} />;
  } else if (data) {
    const listProps = {
      couriers: data,
      pendingIds,
      onEdit: openEdit,
      onInvite: (target: Courier) => {
        setNotice(null);
        setInviting(target);
      },
      onActivate,
      onDeactivate: (target: Courier) => {
        setNotice(null);
        setDeactivating(target);
      },
    };
    body = (
      <div
        className={`stack team-list${list.isPlaceholderData ? ' is-refreshing' : ''}`}
        aria-busy={list.isFetching}
      >
        {isDesktop ? <CourierTable {...listProps} /> : <CourierCards {...listProps} />}
        <div className="spread team-footnote">
          {inactive > 0 ? (
            <p className="team-footnote__note">{t('team.inactiveNote', { couriers, courier })}</p>
          ) : null}
          <CourierAppLink label={t('team.loginAt', { couriers })} />
        </div>
      </div>
    );
  }

  return (
    <div className="container page team-page">
      <PageHeader
        title={title}
        subtitle={t('team.subtitle', { courier })}
        actions={
          noCouriersAtAll ? null : (
            <Button icon={<PlusIcon size={20} />} onClick={openCreate}>
              {t('team.add', { courier })}
            </Button>
          )
        }
      />

      {!noCouriersAtAll && (branches.length > 1 || (data && data.length > 0)) ? (
        <div className="spread team-toolbar">
          {branches.length > 1 ? (
            <BranchFilter branches={branches} selected={filter.selected} onSelect={filter.select} />
          ) : (
            <span />
          )}
          {data && data.length > 0 ? (
            <p className="team-toolbar__summary">
              {t('team.summary', { count: data.length, courier, couriers })}
              {inactive > 0 ? <span> · {t('team.inactiveCount', { count: inactive })}</span> : null}
            </p>
          ) : null}
        </div>
      ) : null}

      <div className="team-notice" aria-live="polite">
        {notice ? (
          <Alert tone={notice.tone} title={notice.title}>
            {notice.body}
            {notice.invite ? (
              <div className="team-notice__action">
                <Button
                  size="sm"
                  variant="secondary"
                  icon={<SendIcon size={16} />}
                  onClick={() => {
                    setInviting(notice.invite ?? null);
                    setNotice(null);
                  }}
                >
                  {t('team.inviteNow', { name: notice.invite.name })}
                </Button>
              </div>
            ) : null}
          </Alert>
        ) : null}
      </div>

      {body}

      {formTarget ? (
        <CourierFormDialog
          key={formTarget.mode === 'edit' ? formTarget.courier.id : 'new'}
          target={formTarget}
          branches={branches}
          onClose={() => setFormTarget(null)}
          onSaved={onSaved}
        />
      ) : null}
      {inviting ? <InviteDialog courier={inviting} onClose={() => setInviting(null)} /> : null}
      {deactivating ? (
        <DeactivateDialog
          courier={deactivating}
          onClose={() => setDeactivating(null)}
          onDone={onDeactivated}
        />
      ) : null}
    </div>
  );
}
