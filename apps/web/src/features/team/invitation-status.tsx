import { type CourierInvitation, languageCode } from '@rutaviva/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SendIcon } from '../../components/icons';
import { useLanguage } from '../../lib/i18n';
import './invite.css';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The current unix time, moving every 30 s so "5 min ago" keeps counting. */
function useNowSeconds(): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Math.floor(Date.now() / 1000)), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** "Invited 5 min ago · WhatsApp" under a courier who was sent an invitation. */
export function InvitationStatus({ invitation }: { invitation: CourierInvitation | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const now = useNowSeconds();
  if (!invitation) return null;
  const channel = t(`team.inviteDialog.channels.${invitation.channel}`);
  const age = Math.max(0, now - invitation.sent_at);
  let text: string;
  if (age < MINUTE) text = t('team.invited.now', { channel });
  else if (age < HOUR) text = t('team.invited.minutes', { count: Math.floor(age / MINUTE), channel });
  else if (age < DAY) text = t('team.invited.hours', { count: Math.floor(age / HOUR), channel });
  else {
    const date = new Intl.DateTimeFormat(languageCode(language), { day: 'numeric', month: 'short' }).format(
      new Date(invitation.sent_at * 1000),
    );
    text = t('team.invited.days', { date, channel });
  }
  return (
    <span className="inline-icon invitation-status" data-testid="invitation-status">
      <SendIcon size={14} />
      {text}
    </span>
  );
}
