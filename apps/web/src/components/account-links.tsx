import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCourierWord } from '../lib/courier-word';
import { paths } from '../lib/paths';
import {
  CardIcon,
  HelpIcon,
  IdCardIcon,
  KeyIcon,
  LogoutIcon,
  PaletteIcon,
  PlugIcon,
  UsersIcon,
} from './icons';

export interface AccountLink {
  to: string;
  label: string;
  icon: ReactNode;
  danger?: boolean;
}

/** SPEC §2 "Account buttons", in the spec's order (with issue 16's Integrations): the top bar's menu and the account page share them. */
export function useAccountLinks(iconSize = 18): AccountLink[] {
  const { t } = useTranslation();
  const couriers = useCourierWord().plural;
  return [
    {
      to: paths.team,
      label: t('accountLinks.myCouriers', { couriers }),
      icon: <UsersIcon size={iconSize} />,
    },
    {
      to: paths.designTracking,
      label: t('accountLinks.customizeTracking'),
      icon: <PaletteIcon size={iconSize} />,
    },
    { to: paths.tutorial, label: t('accountLinks.help'), icon: <HelpIcon size={iconSize} /> },
    { to: paths.businessInfo, label: t('accountLinks.myInfo'), icon: <IdCardIcon size={iconSize} /> },
    { to: paths.mySubscription, label: t('accountLinks.mySubscription'), icon: <CardIcon size={iconSize} /> },
    // Issue 16: API keys (and webhooks) for the business's other systems.
    { to: paths.integrations, label: t('accountLinks.integrations'), icon: <PlugIcon size={iconSize} /> },
    { to: paths.passwordRecovery, label: t('accountLinks.resetPassword'), icon: <KeyIcon size={iconSize} /> },
    { to: paths.logout, label: t('accountLinks.logout'), icon: <LogoutIcon size={iconSize} />, danger: true },
  ];
}
