import type { Courier } from '@rutaviva/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { IconFact } from '../../components/icon-fact';
import { BuildingIcon, PencilIcon, PhoneIcon, PowerIcon, SendIcon } from '../../components/icons';
import { useBranchName } from '../../lib/branches';
import { useCourierWord } from '../../lib/courier-word';
import { usePhoneText } from '../../lib/phones';
import { InvitationStatus } from './invitation-status';

export function fullName(courier: Courier): string {
  return `${courier.name} ${courier.last_name}`.trim();
}

function initials(courier: Courier): string {
  return `${courier.name.trim().charAt(0)}${courier.last_name.trim().charAt(0)}`.toUpperCase() || '?';
}

export interface CourierListProps {
  couriers: readonly Courier[];
  /** Ids of couriers whose activation change is on its way. */
  pendingIds: ReadonlySet<string>;
  onEdit: (courier: Courier) => void;
  onInvite: (courier: Courier) => void;
  onActivate: (courier: Courier) => void;
  onDeactivate: (courier: Courier) => void;
}

function Avatar({ courier }: { courier: Courier }) {
  return (
    <span className="icon-tile courier-avatar" aria-hidden="true">
      {initials(courier)}
    </span>
  );
}

function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`status-badge ${active ? 'tone-success' : 'tone-muted'}`}>
      <span className="status-badge__dot" aria-hidden="true" />
      {active ? t('team.active') : t('team.inactive')}
    </span>
  );
}

/** One of a courier's actions: a small button named for it, with the courier's name for screen readers. */
function ActionButton({
  action,
  icon,
  courier,
  onClick,
  ...loading
}: {
  action: 'invite' | 'edit' | 'deactivate' | 'activate';
  icon: ReactNode;
  courier: Courier;
  onClick: (courier: Courier) => void;
  loading?: boolean;
  loadingLabel?: string;
}) {
  const { t } = useTranslation();
  const courierWord = useCourierWord().singular;
  return (
    <Button
      variant="secondary"
      size="sm"
      className={`courier-actions__${action}`}
      icon={icon}
      aria-label={t(`team.${action}Label`, { name: fullName(courier), courier: courierWord })}
      onClick={() => onClick(courier)}
      {...loading}
    >
      {t(`team.${action}`)}
    </Button>
  );
}

function Actions({ courier, pending, onEdit, onInvite, onActivate, onDeactivate }: ActionProps) {
  const { t } = useTranslation();
  return (
    <div className="courier-actions">
      {courier.active ? (
        <ActionButton action="invite" icon={<SendIcon size={16} />} courier={courier} onClick={onInvite} />
      ) : null}
      <ActionButton action="edit" icon={<PencilIcon size={16} />} courier={courier} onClick={onEdit} />
      {courier.active ? (
        <ActionButton
          action="deactivate"
          icon={<PowerIcon size={16} />}
          courier={courier}
          onClick={onDeactivate}
        />
      ) : (
        <ActionButton
          action="activate"
          icon={<PowerIcon size={16} />}
          courier={courier}
          onClick={onActivate}
          loading={pending}
          loadingLabel={t('team.activating')}
        />
      )}
    </div>
  );
}

type ActionProps = Omit<CourierListProps, 'couriers' | 'pendingIds'> & { courier: Courier; pending: boolean };

/** What the table and the cards both write with: the texts, the branch names and the phones as typed. */
function useListWords() {
  const { t } = useTranslation();
  return { t, branchName: useBranchName(), phoneText: usePhoneText() };
}

/** Desktop (≥1224px): one row per courier, every field in its own column. */
export function CourierTable({ couriers, pendingIds, ...actions }: CourierListProps) {
  const { t, branchName, phoneText } = useListWords();
  return (
    <div className="table-wrap">
      <table className="data-table courier-table">
        <thead>
          <tr>
            <th scope="col">{t('team.columns.name')}</th>
            <th scope="col">{t('team.columns.username')}</th>
            <th scope="col">{t('team.columns.cellPhone')}</th>
            <th scope="col">{t('team.columns.branch')}</th>
            <th scope="col">{t('team.columns.status')}</th>
            <th scope="col" className="courier-table__actions-head">
              <span className="visually-hidden">{t('team.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {couriers.map((courier) => (
            <tr key={courier.id} className={courier.active ? undefined : 'is-inactive'}>
              <th scope="row">
                <span className="cluster--3">
                  <Avatar courier={courier} />
                  <span className="courier-name__text">{fullName(courier)}</span>
                </span>
              </th>
              <td>
                <span className="courier-username">{courier.username}</span>
              </td>
              <td>
                <a className="courier-phone" href={`tel:${courier.cell_phone}`}>
                  {phoneText(courier.cell_phone)}
                </a>
              </td>
              <td>{branchName(courier.branch_name)}</td>
              <td>
                <span className="stack--1 courier-status">
                  <StatusBadge active={courier.active} />
                  <InvitationStatus invitation={courier.last_invitation} />
                </span>
              </td>
              <td className="courier-table__actions">
                <Actions courier={courier} pending={pendingIds.has(courier.id)} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones and tablets: one card per courier. */
export function CourierCards({ couriers, pendingIds, ...actions }: CourierListProps) {
  const { t, branchName, phoneText } = useListWords();
  return (
    <ul className="stack--3 columns courier-cards">
      {couriers.map((courier) => (
        <li key={courier.id} className={`panel stack--4 courier-card${courier.active ? '' : ' is-inactive'}`}>
          <div className="cluster--3">
            <Avatar courier={courier} />
            <div className="courier-card__who">
              <h3 className="courier-card__name">{fullName(courier)}</h3>
              <span className="courier-username">{courier.username}</span>
            </div>
            <StatusBadge active={courier.active} />
          </div>
          <dl className="facts courier-card__meta">
            <IconFact icon={<PhoneIcon size={16} />} label={t('team.columns.cellPhone')}>
              <a className="courier-phone" href={`tel:${courier.cell_phone}`}>
                {phoneText(courier.cell_phone)}
              </a>
            </IconFact>
            <IconFact icon={<BuildingIcon size={16} />} label={t('team.columns.branch')}>
              {branchName(courier.branch_name)}
            </IconFact>
          </dl>
          <InvitationStatus invitation={courier.last_invitation} />
          <Actions courier={courier} pending={pendingIds.has(courier.id)} {...actions} />
        </li>
      ))}
    </ul>
  );
}
