import { type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { AlertIcon, CheckIcon, EyeIcon, EyeOffIcon } from '../../components/icons';

type Variant = 'primary' | 'accent' | 'danger' | 'secondary' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** Shows a spinner and this label, and blocks further taps, while a request runs. */
  busy?: boolean;
  busyLabel?: string;
  icon?: ReactNode;
}

/** A full-width button at least 56px tall: easy to hit with a thumb, in a glove, on a bike. */
export function Button({
  variant = 'primary',
  busy = false,
  busyLabel,
  icon,
  children,
  className,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`c-btn c-btn--${variant}${className ? ` ${className}` : ''}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy ? <span className="c-spinner" aria-hidden="true" /> : icon}
      <span>{busy && busyLabel ? busyLabel : children}</span>
    </button>
  );
}

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Already translated; marks the field invalid. */
  error?: string;
  trailing?: ReactNode;
}

export function Field({ label, hint, error, trailing, className, ...input }: FieldProps) {
  const id = useId();
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={`c-field${error ? ' c-field--invalid' : ''}`}>
      <label className="c-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="c-field__control">
        <input
          id={id}
          className={['c-input', trailing ? 'c-input--trailing' : '', className ?? '']
            .filter(Boolean)
            .join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          {...input}
        />
        {trailing}
      </div>
      {error ? (
        <p className="c-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : hint ? (
        <p className="c-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function PasswordField({
  showLabel,
  hideLabel,
  ...props
}: Omit<FieldProps, 'type' | 'trailing'> & { showLabel: string; hideLabel: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className="c-field__toggle"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
        >
          {visible ? <EyeOffIcon size={22} /> : <EyeIcon size={22} />}
        </button>
      }
    />
  );
}

type Tone = 'error' | 'warning' | 'info' | 'success';

/** A state the courier must notice: errors are announced at once, the rest politely. */
export function Notice({
  tone,
  title,
  icon,
  children,
}: {
  tone: Tone;
  title: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={`c-notice c-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className="c-notice__icon" aria-hidden="true">
        {icon ?? (tone === 'success' ? <CheckIcon size={22} /> : <AlertIcon size={22} />)}
      </span>
      <div className="c-notice__body">
        <p className="c-notice__title">{title}</p>
        {children ? <div className="c-notice__text">{children}</div> : null}
      </div>
    </div>
  );
}
