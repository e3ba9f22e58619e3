import {
  COUNTRY_NAMES,
  FIRST_BRANCH_DEFAULT_NAME,
  MAX_BRANCHES,
  SIGNUP_COUNTRIES,
  type Signup,
  type SignupInput,
} from '@rutaviva/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import {
  CountField,
  EmailField,
  PasswordField,
  PhoneField,
  SelectField,
  TextField,
} from '../../components/field';
import { ArrowLeftIcon, ArrowRightIcon, PlusIcon, TrashIcon } from '../../components/icons';
import { VehiclePicker } from '../../components/vehicle-picker';
import { optionalNumber, useFieldBinding, useFieldErrorText } from '../../lib/forms';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';

type SignupForm = UseFormReturn<SignupInput, unknown, Signup>;

/** Step 1, "Your account". */
export function AccountStep({ form }: { form: SignupForm }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const field = useFieldBinding(form);
  const countries = SIGNUP_COUNTRIES.map((code) => ({ value: code, label: COUNTRY_NAMES[code][language] }));

  return (
    <>
      <div className="form-grid form-grid--2">
        <TextField
          label={t('signup.companyName')}
          placeholder={t('signup.companyNamePlaceholder')}
          autoComplete="organization"
          {...field('company_name')}
        />
        <SelectField
          label={t('signup.country')}
          options={countries}
          autoComplete="country"
          {...field('country_iso')}
        />
      </div>
      <TextField label={t('signup.fullName')} autoComplete="name" {...field('full_name')} />
      <div className="form-grid form-grid--2">
        <EmailField
          label={t('signup.email')}
          autoComplete="email"
          hint={t('signup.emailHint')}
          {...field('email')}
        />
        <PhoneField
          label={t('signup.cellPhone')}
          autoComplete="tel"
          hint={t('signup.cellPhoneHint')}
          {...field('cell_phone')}
        />
      </div>
      <PasswordField
        label={t('signup.password')}
        autoComplete="new-password"
        hint={t('signup.passwordHint')}
        {...field('password')}
      />
      <Button type="submit" size="lg" block iconEnd={<ArrowRightIcon size={18} />}>
        {t('common.continue')}
      </Button>
    </>
  );
}

function BranchNamesField({ form }: { form: SignupForm }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const field = useFieldBinding(form);
  const {
    watch,
    setValue,
    setFocus,
    clearErrors,
    trigger,
    formState: { errors, isSubmitted },
  } = form;
  const names = watch('branch_names') ?? [''];
  const listError =
    errors.branch_names?.root ?? (errors.branch_names?.message ? errors.branch_names : undefined);

  const update = (next: string[], focusIndex?: number) => {
    clearErrors('branch_names');
    setValue('branch_names', next, { shouldDirty: true });
    if (isSubmitted) void trigger('branch_names');
    if (focusIndex !== undefined) requestAnimationFrame(() => setFocus(`branch_names.${focusIndex}`));
  };

  return (
    <fieldset className="field">
      <legend className="field__label">{t('signup.branches')}</legend>
      <p className="field__hint">{t('signup.branchesHint')}</p>
      <ol className="stack--3 branch-list">
        {names.map((_, index) => (
          // Inputs are registered by position, so position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="stack--2 branch-row">
            <span className="branch-row__index" aria-hidden="true">
              {index + 1}
            </span>
            <TextField
              label={t('signup.branchName', { number: index + 1 })}
              placeholder={index === 0 ? FIRST_BRANCH_DEFAULT_NAME : undefined}
              {...field(`branch_names.${index}`)}
            />
            {names.length > 1 ? (
              <button
                type="button"
                className="icon-button branch-row__remove"
                aria-label={t('signup.removeBranch', { number: index + 1 })}
                onClick={() => update(names.filter((__, i) => i !== index))}
              >
                <TrashIcon size={18} />
              </button>
            ) : (
              <span />
            )}
          </li>
        ))}
      </ol>
      {listError ? <p className="field__error">{errorText(listError)}</p> : null}
      {names.length < MAX_BRANCHES ? (
        <Button
          variant="ghost"
          size="sm"
          className="add-branch"
          icon={<PlusIcon size={16} />}
          onClick={() => update([...names, ''], names.length)}
        >
          {t('signup.addBranch')}
        </Button>
      ) : null}
    </fieldset>
  );
}

/** Step 2, "Your business": the spec's business info step. */
export function BusinessStep({
  form,
  submitting,
  onBack,
}: {
  form: SignupForm;
  submitting: boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const field = useFieldBinding(form);

  return (
    <>
      <CountField
        label={t('signup.deliveriesPerDay')}
        hint={t('signup.deliveriesPerDayHint')}
        {...field('delivery_amount_per_day', optionalNumber)}
      />
      <VehiclePicker legend={t('signup.vehicleType')} {...field('vehicle_type')} />
      <BranchNamesField form={form} />
      <div className="form-actions">
        <Button variant="secondary" size="lg" icon={<ArrowLeftIcon size={18} />} onClick={onBack}>
          {t('common.back')}
        </Button>
        <Button type="submit" size="lg" loading={submitting} loadingLabel={t('signup.submitting')}>
          {t('signup.submit')}
        </Button>
      </div>
      <p className="fine-print">
        {t('signup.terms')}{' '}
        <Link to={paths.terms} target="_blank">
          {t('signup.termsLink')}
        </Link>
        .
      </p>
    </>
  );
}
