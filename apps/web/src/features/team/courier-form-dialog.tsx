import { zodResolver } from '@hookform/resolvers/zod';
import type { Branch, Courier } from '@rutaviva/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { PasswordField, PhoneField, SelectField, TextField } from '../../components/field';
import { describeError, isApiError } from '../../lib/api';
import { useCourierWord } from '../../lib/courier-word';
import { applyServerFieldErrors, useFieldBinding } from '../../lib/forms';
import { useLanguage } from '../../lib/i18n';
import { useStoredValue } from '../../lib/storage';
import { useCreateCourier } from './api/create-courier';
import { useUpdateCourier } from './api/update-courier';
import { courierAppAddress } from './courier-app-link';
import {
  COURIER_FORM_FIELDS,
  type CourierEdit,
  type CourierFormValues,
  courierChanges,
  courierCreateFormSchema,
  courierEditFormSchema,
  courierFormValues,
  emptyCourierForm,
} from './courier-form-schema';

export type CourierFormTarget = { mode: 'create'; branchId: string } | { mode: 'edit'; courier: Courier };

export interface CourierFormDialogProps {
  target: CourierFormTarget;
  branches: readonly Branch[];
  onClose: () => void;
  /** After a save; `created` tells a new courier from an edit. Not called when nothing changed. */
  onSaved: (courier: Courier, created: boolean) => void;
}

/** Add or edit one courier: the same form, with the password optional when editing. */
export function CourierFormDialog({ target, branches, onClose, onSaved }: CourierFormDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const courier = useCourierWord().singular;
  const countryIso = useStoredValue('country_iso');
  const create = useCreateCourier();
  const update = useUpdateCourier();
  const editing = target.mode === 'edit' ? target.courier : null;

  const resolver = useMemo(() => {
    const schema: z.ZodType<CourierEdit, CourierFormValues> = editing
      ? courierEditFormSchema(countryIso)
      : courierCreateFormSchema(countryIso);
    return zodResolver(schema);
  }, [editing, countryIso]);
  const form = useForm<CourierFormValues, unknown, CourierEdit>({
    resolver,
    defaultValues: editing
      ? courierFormValues(editing, countryIso)
      : emptyCourierForm(target.mode === 'create' ? target.branchId : ''),
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;
  const field = useFieldBinding(form);

  const mutation = editing ? update : create;
  const busy = isSubmitting || mutation.isPending;

  const onValid = async (values: CourierEdit) => {
    try {
      if (!editing) {
        const { password } = values;
        if (!password) return;
        onSaved(await create.mutateAsync({ ...values, password }), true);
        return;
      }
      const changes = courierChanges(editing, values);
      if (!changes) return onClose();
      onSaved(await update.mutateAsync(changes), false);
    } catch (error) {
      if (!isApiError(error)) return;
      const placed = applyServerFieldErrors(error, setError, COURIER_FORM_FIELDS);
      if (error.code === 'username_taken' && !placed.includes('username')) {
        setError('username', { type: 'server', message: 'username_taken' }, { shouldFocus: true });
      }
    }
  };

  const error = mutation.error;
  const fieldErrorShown =
    isApiError(error) &&
    (error.code === 'username_taken' ||
      Object.keys(error.fields).some((path) =>
        (COURIER_FORM_FIELDS as readonly string[]).includes(path.split('.')[0] ?? ''),
      ));
  let formError: string | null = null;
  if (error && !fieldErrorShown) {
    formError = isApiError(error, 'not_found')
      ? t('team.form.notFound', { courier })
      : describeError(error, language);
  }

  const branchOptions = branches.map((branch) => ({ value: branch.id, label: branch.name }));
  const title = editing ? t('team.form.editTitle', { courier }) : t('team.form.addTitle', { courier });
  const description = editing
    ? `${editing.name} ${editing.last_name} · ${editing.username}`
    : t('team.form.addSubtitle', { courier });

  return (
    <Dialog title={title} description={description} onClose={onClose} busy={busy}>
      <form className="dialog__form" noValidate onSubmit={handleSubmit(onValid)}>
        <div className="dialog__body">
          <fieldset className="stack--4">
            <legend className="overline form-section__title">{t('team.form.sectionDetails')}</legend>
            <div className="form-grid form-grid--2">
              <TextField label={t('team.form.name')} autoComplete="off" data-autofocus {...field('name')} />
              <TextField label={t('team.form.lastName')} autoComplete="off" {...field('last_name')} />
            </div>
            <div className="form-grid form-grid--2">
              <PhoneField
                label={t('team.form.cellPhone')}
                autoComplete="off"
                hint={t('team.form.cellPhoneHint')}
                {...field('cell_phone')}
              />
              <SelectField
                label={t('team.form.branch')}
                hint={t('team.form.branchHint')}
                options={branchOptions}
                placeholder={branchOptions.length === 0 ? t('team.form.branch') : undefined}
                {...field('branch_id')}
              />
            </div>
          </fieldset>

          <div className="form-divider" />

          <fieldset className="stack--4">
            <legend className="overline form-section__title">
              {t('team.form.sectionAccess', { courier })}
            </legend>
            <TextField
              label={t('team.form.username')}
              placeholder={t('team.form.usernamePlaceholder')}
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              hint={t('team.form.usernameHint', { courier, url: courierAppAddress() })}
              {...field('username')}
            />
            <PasswordField
              label={editing ? t('team.form.newPassword') : t('team.form.password')}
              optional={Boolean(editing)}
              autoComplete="new-password"
              hint={editing ? t('team.form.newPasswordHint') : t('team.form.passwordHint', { courier })}
              {...field('password')}
            />
          </fieldset>

          {formError ? <Alert tone="error">{formError}</Alert> : null}
        </div>

        <footer className="dialog__footer">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          {editing ? (
            <Button type="submit" loading={busy} loadingLabel={t('common.saving')}>
              {t('common.save')}
            </Button>
          ) : (
            <Button type="submit" loading={busy} loadingLabel={t('team.form.adding')}>
              {t('team.form.submitAdd', { courier })}
            </Button>
          )}
        </footer>
      </form>
    </Dialog>
  );
}
