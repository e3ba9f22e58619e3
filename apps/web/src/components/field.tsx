import {
  createContext,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  use,
  useId,
  useState,
} from 'react';
import { EyeIcon, EyeOffIcon } from './icons';

/**
 * The few words a field adds around its label, in the app's language. Each app (the admin's
 * i18next, the courier's own dictionary) provides them once at its root, so the fields serve
 * every entry without tying one to the other's translations.
 */
export interface FieldWords {
  optional: string;
  showPassword: string;
  hidePassword: string;
}

const FieldWordsContext = createContext<FieldWords | null>(null);
export const FieldWordsProvider = FieldWordsContext.Provider;

function useFieldWords(): FieldWords {
  const words = use(FieldWordsContext);
  if (!words) throw new Error('A field needs a FieldWordsProvider above it');
  return words;
}

interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  children: ReactNode;
}

function FieldShell({ id, label, hint, error, optional, children }: FieldShellProps) {
  const words = useFieldWords();
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional ? <span className="field__optional"> ({words.optional})</span> : null}
      </label>
      {children}
      {hint && !error ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The line under a field built by hand: its error, or else its hint, at `${id}-note` for the
 * input's aria-describedby.
 */
export function FieldNote({ id, error, hint }: { id: string; error: string | undefined; hint: ReactNode }) {
  return error ? (
    <p className="field__error" id={`${id}-note`}>
      {error}
    </p>
  ) : (
    <p className="field__hint" id={`${id}-note`}>
      {hint}
    </p>
  );
}

function describedBy(id: string, hint: ReactNode, error: string | undefined) {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Already translated text; the field is marked invalid when present. */
  error?: string;
  optional?: boolean;
  /** Content drawn inside the input's right edge (e.g. the show-password button). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, hint, error, optional, trailing, className, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} optional={optional}>
      <div className={`input-wrap${trailing ? ' input-wrap--trailing' : ''}`}>
        <input
          id={id}
          className={`input ${className ?? ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          {...input}
        />
        {trailing}
      </div>
    </FieldShell>
  );
}

/** An email address: the phone shows its email keyboard, and nothing capitalises or corrects it. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="email" inputMode="email" autoCapitalize="none" spellCheck={false} {...props} />;
}

/** A phone number: the phone shows its dial pad. */
export function PhoneField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="tel" inputMode="tel" {...props} />;
}

/** A count (deliveries a day): a whole number from 0, typed on the number pad. */
export function CountField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="number" inputMode="numeric" min={0} step={1} {...props} />;
}

export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const words = useFieldWords();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className="input-toggle"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? words.hidePassword : words.showPassword}
          aria-pressed={visible}
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </button>
      }
    />
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Several lines of free text (a message), styled as the other inputs. */
export function TextAreaField({ label, hint, error, optional, className, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} optional={optional}>
      <textarea
        id={id}
        className={`input input--multiline ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...textarea}
      />
    </FieldShell>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  hint,
  error,
  options,
  placeholder,
  className,
  ...select
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <div className="input-wrap input-wrap--select">
        <select
          id={id}
          className={`input select ${className ?? ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          {...select}
        >
          {placeholder ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </FieldShell>
  );
}

export interface Chip<V> {
  value: V;
  label: ReactNode;
  /** A class beside `chip`, for a chip that looks like what it picks. */
  className?: string;
}

/**
 * A row of chips of which the one whose value is `selected` is pressed: a filter's choices,
 * named for screen readers by `legend`. `scroll` lets a long row scroll sideways on a phone.
 */
export function ChipGroup<V extends string | number | null>({
  legend,
  chips,
  selected,
  onSelect,
  quiet = false,
  scroll = false,
}: {
  legend: string;
  chips: readonly Chip<V>[];
  selected: V | null;
  onSelect: (value: V) => void;
  quiet?: boolean;
  scroll?: boolean;
}) {
  const group = (
    <fieldset className="chips">
      <legend className="visually-hidden">{legend}</legend>
      {chips.map((chip) => (
        <button
          key={chip.value ?? 'all'}
          type="button"
          className={['chip', quiet ? 'chip--quiet' : '', chip.className ?? ''].filter(Boolean).join(' ')}
          aria-pressed={selected === chip.value}
          onClick={() => onSelect(chip.value)}
        >
          {chip.label}
        </button>
      ))}
    </fieldset>
  );
  return scroll ? <div className="chip-scroll">{group}</div> : group;
}
