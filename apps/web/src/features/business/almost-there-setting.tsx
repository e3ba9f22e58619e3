import type { BusinessUpdate } from '@rutaviva/domain';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/field';
import { TitledSection } from '../../components/titled-section';
import { useCourierWord } from '../../lib/courier-word';
import { SettingSwitch } from './setting-switch';

/** What the minutes start at when the message is turned on. */
const DEFAULT_MINUTES = 5;
const MINUTE_CHOICES = Array.from({ length: 30 }, (_, i) => i + 1);

/**
 * Issue 15 item 6: the "almost there" message, off by default. One field of the business
 * (`almost_there_minutes`, null when off): the switch turns it on at DEFAULT_MINUTES or off, the
 * select picks 1 to 30 minutes. Saved with the rest of My info through PATCH /api/business.
 */
export function AlmostThereSetting({ control, error }: { control: Control<BusinessUpdate>; error?: string }) {
  const { t } = useTranslation();
  const { singular: courier } = useCourierWord();
  const { field } = useController({ control, name: 'almost_there_minutes' });
  const minutes = field.value ?? null;
  const on = minutes !== null;
  return (
    <TitledSection title={t('almostThere.title')}>
      <SettingSwitch
        label={t('almostThere.label')}
        hint={t('almostThere.hint')}
        hintId="almost-there-hint"
        checked={on}
        onChange={(event) => field.onChange(event.target.checked ? DEFAULT_MINUTES : null)}
        onBlur={field.onBlur}
        inputRef={field.ref}
      />
      {on ? (
        <SelectField
          label={t('almostThere.minutes', { courier })}
          name={field.name}
          value={String(minutes)}
          error={error}
          onChange={(event) => field.onChange(Number(event.target.value))}
          options={MINUTE_CHOICES.map((count) => ({
            value: String(count),
            label: t('almostThere.minutesOption', { count }),
          }))}
        />
      ) : error ? (
        <p className="field__error">{error}</p>
      ) : null}
    </TitledSection>
  );
}
