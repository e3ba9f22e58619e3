import { zodResolver } from '@hookform/resolvers/zod';
import { fieldMessage, formatFixed, formatNumber, MIN_TEXT_CONTRAST } from '@rutaviva/domain';
import { useEffect, useId, useMemo, useState } from 'react';
import { type Control, useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert';
import { BusinessPage } from '../../components/business-page';
import { Button } from '../../components/button';
import { FieldNote } from '../../components/field';
import { AlertIcon } from '../../components/icons';
import { TitledSection } from '../../components/titled-section';
import { describeError, isApiError } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth';
import { applyServerFieldErrors, useFieldErrorText } from '../../lib/forms';
import { useLanguage } from '../../lib/i18n';
import { useStoredValue } from '../../lib/storage';
import { DEFAULT_BRANDING } from '../../tracking/lib/trip';
import { useBranding } from './api/get-branding';
import { useUpdateBranding } from './api/update-branding';
import { useUploadLogo } from './api/upload-logo';
import {
  type Branding,
  type BrandingForm,
  BrandingFormSchema,
  COLOR_FIELDS,
  type ColorField,
  contrastIssues,
  isHexColor,
  logoProblem,
} from './branding-schema';
import { LogoPicker } from './logo-picker';
import { TrackingPreview } from './tracking-preview';
import './branding.css';

const colorsOf = (branding: Pick<Branding, ColorField>): BrandingForm => ({
  header_color: branding.header_color,
  text_color: branding.text_color,
  button_text_color: branding.button_text_color,
});

const LABELS = {
  header_color: ['branding.headerColor', 'branding.headerColorHint'],
  text_color: ['branding.textColor', 'branding.textColorHint'],
  button_text_color: ['branding.buttonTextColor', 'branding.buttonTextColorHint'],
} as const;

function ColorInput({
  name,
  control,
  error,
}: {
  name: ColorField;
  control: Control<BrandingForm>;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { field } = useController({ name, control });
  const [labelKey, hintKey] = LABELS[name];
  const label = t(labelKey);
  const swatch = isHexColor(field.value) ? field.value.toLowerCase() : '#000000';
  return (
    <div className={`field brand-color${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="cluster brand-color__row">
        <input
          type="color"
          className="brand-color__swatch"
          aria-label={t('branding.pickColor', { name: label })}
          value={swatch}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          data-testid={`${name}-picker`}
        />
        <input
          id={id}
          ref={field.ref}
          name={field.name}
          className="input brand-color__hex"
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          spellCheck={false}
          autoCapitalize="none"
          autoComplete="off"
          maxLength={7}
          title={t('branding.hexLabel', { name: label })}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note`}
        />
      </div>
      <FieldNote id={id} error={error} hint={t(hintKey)} />
    </div>
  );
}

function BrandingEditor({ branding, companyName }: { branding: Branding; companyName: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useFieldErrorText();
  const update = useUpdateBranding();
  const upload = useUploadLogo();
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const [logoPreview, setLogoPreview] = useState<string | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<number | null>(null);

  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isDirty },
  } = useForm<BrandingForm>({
    resolver: zodResolver(BrandingFormSchema),
    values: colorsOf(branding),
  });
  const colors = useWatch({ control }) as BrandingForm;

  useEffect(() => {
    if (!logoFile) return;
    const url = URL.createObjectURL(logoFile);
    setLogoPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [logoFile]);

  const pickLogo = (file: File) => {
    setSavedAt(null);
    const problem = logoProblem(file);
    if (problem) {
      setLogoError(problem);
      return;
    }
    setLogoError(null);
    setRemoveLogo(false);
    setLogoFile(file);
  };

  const shownLogo = removeLogo ? null : logoFile ? logoPreview : branding.logo_url;
  const previewBranding = useMemo(
    () => ({
      logo_url: shownLogo,
      header_color: colors.header_color ?? branding.header_color,
      text_color: colors.text_color ?? branding.text_color,
      button_text_color: colors.button_text_color ?? branding.button_text_color,
    }),
    [shownLogo, colors.header_color, colors.text_color, colors.button_text_color, branding],
  );
  const issues = contrastIssues(colors);
  const pending = update.isPending || upload.isPending;
  const failure = upload.error ?? update.error;
  const changed = isDirty || logoFile !== null || removeLogo;

  const onValid = async (values: BrandingForm) => {
    setSavedAt(null);
    update.reset();
    upload.reset();
    const normalized = {
      header_color: values.header_color.toLowerCase(),
      text_color: values.text_color.toLowerCase(),
      button_text_color: values.button_text_color.toLowerCase(),
    };
    try {
      if (logoFile) await upload.mutateAsync({ logo: logoFile, ...normalized });
      else await update.mutateAsync({ ...normalized, ...(removeLogo ? { remove_logo: true } : {}) });
      setLogoFile(null);
      setLogoPreview(null);
      setRemoveLogo(false);
      setLogoError(null);
      setSavedAt(Date.now());
    } catch (error) {
      if (!isApiError(error)) return;
      applyServerFieldErrors(error, setError, COLOR_FIELDS);
      const logo = error.fields.logo;
      if (logo) setLogoError(logo.code);
    }
  };

  const hasFieldErrors = isApiError(failure) && Object.keys(failure.fields).length > 0;
  const resetDefaults = () => {
    for (const name of COLOR_FIELDS) {
      setValue(name, DEFAULT_BRANDING[name], { shouldDirty: true, shouldValidate: true });
    }
  };

  return (
    <form className="brand-layout" noValidate onSubmit={handleSubmit(onValid)}>
      <div className="stack brand-form">
        <TitledSection title={t('branding.logoTitle')}>
          <LogoPicker
            shownUrl={shownLogo}
            isNew={logoFile !== null}
            removed={removeLogo}
            hasSavedLogo={branding.logo_url !== null}
            error={logoError ? fieldMessage(logoError, language) : undefined}
            onPick={pickLogo}
            onRemove={() => {
              setSavedAt(null);
              setLogoError(null);
              if (logoFile) setLogoFile(null);
              else setRemoveLogo(true);
              setLogoPreview(null);
            }}
            onUndoRemove={() => setRemoveLogo(false)}
          />
        </TitledSection>

        <TitledSection title={t('branding.colorsTitle')}>
          <div className="stack columns brand-colors">
            {COLOR_FIELDS.map((name) => (
              <ColorInput key={name} name={name} control={control} error={errorText(errors[name])} />
            ))}
          </div>
          {issues.length > 0 ? (
            <div className="alert alert--accent" role="status" data-testid="contrast-warning">
              <span className="alert__icon" aria-hidden="true">
                <AlertIcon size={18} />
              </span>
              <div>
                <p className="brand-warning__title">{t('branding.contrastTitle')}</p>
                {issues.map((issue) => (
                  <p key={issue.which}>
                    {t(issue.which === 'text' ? 'branding.contrastText' : 'branding.contrastButton', {
                      ratio: formatFixed(issue.ratio, language, 1),
                      min: formatNumber(MIN_TEXT_CONTRAST, language, 1),
                    })}
                  </p>
                ))}
              </div>
            </div>
          ) : null}
          <div>
            <Button variant="ghost" size="sm" onClick={resetDefaults}>
              {t('branding.resetDefaults')}
            </Button>
          </div>
        </TitledSection>

        <div className="save-bar save-bar--until-960">
          <div className="save-bar__status" aria-live="polite">
            {savedAt !== null && !changed ? <Alert tone="success">{t('branding.saved')}</Alert> : null}
            {failure && !hasFieldErrors ? (
              <Alert tone="error">{describeError(failure, language)}</Alert>
            ) : null}
          </div>
          <Button type="submit" size="lg" loading={pending} loadingLabel={t('common.saving')}>
            {t('common.save')}
          </Button>
        </div>
      </div>

      <aside className="stack--3 brand-preview" aria-labelledby="brand-preview-title">
        <div className="brand-preview__head">
          <h2 id="brand-preview-title" className="card__title">
            {t('branding.previewTitle')}
          </h2>
          <p className="card__subtitle">{t('branding.previewNote')}</p>
        </div>
        <TrackingPreview
          branding={previewBranding}
          companyName={companyName}
          language={language}
          documentTitle={`${t('branding.title')} · ${t('app.name')}`}
        />
      </aside>
    </form>
  );
}

/** SPEC §2 /design_tracking: the logo and colours of the customer tracking page, with a live preview. */
export function BrandingPage() {
  const { t } = useTranslation();
  const businessId = useStoredValue('business_id');
  const currentUser = useCurrentUser();
  const branding = useBranding(businessId);
  const companyName = currentUser.data?.company_name || t('branding.sampleCompany');
  return (
    <BusinessPage texts="branding" businessId={businessId} query={branding}>
      {(data) => <BrandingEditor branding={data} companyName={companyName} />}
    </BusinessPage>
  );
}
