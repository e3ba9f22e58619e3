import {
  type BusinessUpdate,
  LanguageSchema,
  type MessageChannel,
  smsBusinessName,
  trackingMessage,
  trackingUrl,
} from '@rutaviva/domain';
import { useState } from 'react';
import type { Control, UseFormRegister } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceSwitch } from '../../components/choice-switch';
import { SelectField } from '../../components/field';
import { MessagePreview } from '../../components/message-preview';
import { TitledSection } from '../../components/titled-section';
import { useCourierWord } from '../../lib/courier-word';
import { SAMPLE_TRIP_ID } from '../../lib/message-parts';

/**
 * Issue 10: the language customers' messages are written in, beside the message itself as the
 * customer will read it, SMS or WhatsApp, following the form as it is typed.
 */
export function MessageLanguageSection({
  control,
  register,
  error,
  savedLanguage,
  country,
}: {
  control: Control<BusinessUpdate>;
  register: UseFormRegister<BusinessUpdate>;
  error?: string;
  savedLanguage: string;
  country: string;
}) {
  const { t } = useTranslation();
  const courier = useCourierWord().singular;
  // SPEC §1: US customers get an SMS, everyone else WhatsApp; show what most of them will see.
  const [channel, setChannel] = useState<MessageChannel>(country === 'US' ? 'sms' : 'whatsapp');
  const [companyName, language] = useWatch({ control, name: ['company_name', 'message_language'] });
  const messageLanguage = LanguageSchema.safeParse(language).data ?? 'spanish';
  const sender = companyName?.trim() || t('app.name');
  const body = trackingMessage({
    companyName: sender,
    language: messageLanguage,
    channel,
    url: trackingUrl(window.location.origin, SAMPLE_TRIP_ID),
  });
  const smsName = smsBusinessName(sender);
  const languages = LanguageSchema.options.map((value) => ({ value, label: t(`language.${value}`) }));

  return (
    <TitledSection
      title={t('customerMessages.title')}
      headerClassName="stack--1"
      aside={<p className="info-section__lead">{t('customerMessages.intro', { courier })}</p>}
    >
      <div className="stack message-setting">
        <div className="stack--3">
          <SelectField
            label={t('customerMessages.language')}
            hint={
              language !== savedLanguage ? t('customerMessages.unsaved') : t('customerMessages.languageHint')
            }
            options={languages}
            error={error}
            {...register('message_language')}
          />
          <p className="message-setting__note">{t('customerMessages.previewNote')}</p>
        </div>
        <div className="stack--3">
          <div className="spread message-setting__preview-head">
            <h3 className="message-setting__title">{t('customerMessages.previewTitle')}</h3>
            <ChoiceSwitch
              look="segmented"
              legend={t('customerMessages.previewChannel')}
              options={['whatsapp', 'sms'] as const}
              value={channel}
              onChange={setChannel}
              label={(option) => t(`messagePreview.channels.${option}`)}
            />
          </div>
          <MessagePreview body={body} channel={channel} sender={sender} />
          {channel === 'sms' && smsName !== sender.replace(/\s+/g, ' ') ? (
            <p className="message-setting__note" data-testid="sms-name-note">
              {t('customerMessages.smsName', { name: smsName })}
            </p>
          ) : null}
        </div>
      </div>
    </TitledSection>
  );
}
