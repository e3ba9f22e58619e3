import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

/**
 * One on/off setting of My info: the switch, its label and the hint that explains it (read by
 * screen readers with the switch), and the field's error under it. The input's own props (a
 * react-hook-form registration, or checked/onChange for a setting that is not a plain boolean)
 * pass through.
 */
export function SettingSwitch({
  label,
  hint,
  hintId,
  error,
  inputRef,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  label: ReactNode;
  hint: ReactNode;
  hintId: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <>
      <label className="stack--4 setting-switch">
        <input
          type="checkbox"
          className="setting-switch__input"
          aria-describedby={hintId}
          aria-invalid={error ? true : undefined}
          ref={inputRef}
          {...input}
        />
        <span className="setting-switch__track" aria-hidden="true">
          <span className="setting-switch__thumb" />
        </span>
        <span className="setting-switch__text">
          <span className="setting-switch__label">{label}</span>
          <span className="setting-switch__hint" id={hintId}>
            {hint}
          </span>
        </span>
      </label>
      {error ? <p className="field__error">{error}</p> : null}
    </>
  );
}
