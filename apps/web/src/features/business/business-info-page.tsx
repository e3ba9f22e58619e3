import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Business,
  type BusinessUpdate,
  branchDisplayName,
  COUNTRY_NAMES,
  fieldMessage,
  formatPhone,
  LanguageSchema,
  SIGNUP_COUNTRIES,
  tidyPhoneInput,
} from '@rutaviva/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert';
import { BusinessPage } from '../../components/business-page';
import { Button } from '../../components/button';
import { CountField, PhoneField, SelectField, TextField } from '../../components/field';
import { BuildingIcon } from '../../components/icons';
import { TitledSection } from '../../components/titled-section';
import { VehiclePicker } from '../../components/vehicle-picker';
import { describeError, isApiError } from '../../lib/api';
import { applyServerFieldErrors, optionalNumber, useFieldBinding, useFieldErrorText } from '../../lib/forms';
import { setLanguage, useLanguage } from '../../lib/i18n';
import { useStoredValue } from '../../lib/storage';
import { AlmostThereSetting } from './almost-there-setting';
import { useBusiness } from './api/get-business';
import { useUpdateBusiness } from './api/update-business';
import { BUSINESS_FORM_FIELDS, BusinessFormSchema } from './business-form-schema';
import { DeliveriesSetting } from './deliveries-setting';
import { DeliveryPhotoSetting } from './delivery-photo-setting';
import { MessageLanguageSection } from './message-language-section';
import { RememberDestinationsSetting } from './remember-destinations-setting';
import './business.css';

function formValues(business: Business): BusinessUpdate {
  return {
    company_name: business.company_name,
    country_iso: business.country_iso,
    full_name: business.full_name,
    // Stored as E.164; shown as people of the business's country write it.
    cell_phone: formatPhone(business.cell_phone, business.country_iso),
    delivery_amount_per_day: business.delivery_amount_per_day,
    vehicle_type: business.vehicle_type,
    language: business.language,
    message_language: business.message_language,
    allow_several_trips: business.allow_several_trips,
    almost_there_minutes: business.almost_there_minutes,
    remember_destinations: business.remember_destinations,
    show_delivery_photo: business.show_delivery_photo,
  };
}

function BranchesReadOnly({ business }: { business: Business }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <TitledSection
      title={t('business.branches')}
      headerClassName="info-section__header"
      aside={
        <span className="badge badge--brand">
          {t('business.branchCount', { count: business.number_of_branches })}
        </span>
      }
    >
      <ul className="cluster--wrap">
        {business.branch_names.map((branch) => (
          <li key={branch.id} className="branch-chip">
            <BuildingIcon size={16} />
            {branchDisplayName(branch.name, language)}
          </li>
        ))}
      </ul>
      <p className="placeholder info-section__note">{fieldMessage('branches_not_editable', language)}</p>
    </TitledSection>
  );
}

function BusinessForm({ business }: { business: Business }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useFieldErrorText();
  const update = useUpdateBusiness();
  const form = useForm<BusinessUpdate>({
    resolver: zodResolver(BusinessFormSchema),
    values: formValues(business),
  });
  const {
    register,
    handleSubmit,
    setError,
    control,
    setValue,
    getValues,
    formState: { errors, isDirty },
  } = form;
  const field = useFieldBinding(form);

  const onValid = async (values: BusinessUpdate) => {
    try {
      const saved = await update.mutateAsync(values);
      if (saved.language !== language) setLanguage(saved.language);
    } catch (error) {
      if (isApiError(error)) applyServerFieldErrors(error, setError, BUSINESS_FORM_FIELDS);
    }
  };

  const countries = SIGNUP_COUNTRIES.map((code) => ({ value: code, label: COUNTRY_NAMES[code][language] }));
  const languages = LanguageSchema.options.map((value) => ({ value, label: t(`language.${value}`) }));
  const hasFieldErrors = isApiError(update.error) && Object.keys(update.error.fields).length > 0;

  return (
    <form className="stack" noValidate onSubmit={handleSubmit(onValid)}>
      <TitledSection title={t('business.sectionBusiness')}>
        <div className="form-grid form-grid--2">
          <TextField
            label={t('business.companyName')}
            autoComplete="organization"
            {...field('company_name')}
          />
          <SelectField label={t('business.country')} options={countries} {...field('country_iso')} />
        </div>
        <CountField
          label={t('business.deliveriesPerDay')}
          {...field('delivery_amount_per_day', optionalNumber)}
        />
        <VehiclePicker legend={t('business.vehicleType')} {...field('vehicle_type')} />
      </TitledSection>

      <TitledSection title={t('business.sectionContact')}>
        <TextField label={t('business.fullName')} autoComplete="name" {...field('full_name')} />
        <div className="form-grid form-grid--2">
          <TextField
            label={t('business.email')}
            value={business.email}
            readOnly
            hint={t('business.emailNote')}
          />
          <PhoneField
            label={t('business.cellPhone')}
            autoComplete="tel"
            {...field('cell_phone', {
              onBlur: () => {
                const typed = getValues('cell_phone') ?? '';
                const tidy = tidyPhoneInput(typed, getValues('country_iso') ?? business.country_iso);
                if (tidy !== typed) setValue('cell_phone', tidy, { shouldDirty: true });
              },
            })}
          />
        </div>
      </TitledSection>

      <TitledSection title={t('business.sectionPreferences')}>
        <SelectField
          label={t('business.language')}
          hint={t('business.languageHint')}
          options={languages}
          {...field('language')}
        />
      </TitledSection>

      <MessageLanguageSection
        control={control}
        register={register}
        error={errorText(errors.message_language)}
        savedLanguage={business.message_language}
        country={business.country_iso}
      />

      <DeliveriesSetting {...field('allow_several_trips')}>
        <RememberDestinationsSetting {...field('remember_destinations')} />
      </DeliveriesSetting>

      <AlmostThereSetting control={control} error={errorText(errors.almost_there_minutes)} />
      <DeliveryPhotoSetting {...field('show_delivery_photo')} />

      <BranchesReadOnly business={business} />

      <div className="save-bar">
        <div className="save-bar__status" aria-live="polite">
          {update.isSuccess && !isDirty ? <Alert tone="success">{t('business.saved')}</Alert> : null}
          {update.error && !hasFieldErrors ? (
            <Alert tone="error">{describeError(update.error, language)}</Alert>
          ) : null}
        </div>
        <Button type="submit" size="lg" loading={update.isPending} loadingLabel={t('common.saving')}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}

/** SPEC §2: the edit-info screen. Branches are shown but only support can change them (SPEC §5). */
export function BusinessInfoPage() {
  const businessId = useStoredValue('business_id');
  const business = useBusiness(businessId);
  return (
    <BusinessPage
      texts="business"
      className="container container--medium page"
      businessId={businessId}
      query={business}
    >
      {(data) => <BusinessForm business={data} />}
    </BusinessPage>
  );
}
