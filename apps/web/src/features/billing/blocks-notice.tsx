import { formatDate } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../components/icons';
import { useCourierWord } from '../../lib/courier-word';

/**
 * In bad standing: when the couriers stop being able to start deliveries (issue 12 item 7), or
 * that they already cannot, with the country's word for them.
 */
export function BlocksNotice({
  blocksAt,
  nowSeconds,
  timeZone,
}: {
  blocksAt: number;
  nowSeconds: number;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const couriers = useCourierWord().plural;
  return (
    <p className="cluster sub-status__block">
      <ClockIcon size={16} />
      {blocksAt > nowSeconds
        ? t('billing.my.blocksAt', { couriers, date: formatDate(blocksAt, timeZone) })
        : t('billing.my.blocked', { couriers })}
    </p>
  );
}
