import type { ButtonHTMLAttributes, ReactNode } from 'react';

type OptionAttributes = ButtonHTMLAttributes<HTMLButtonElement> & { [data: `data-${string}`]: unknown };

interface ChoiceSwitchProps<T extends string | number> {
  /** `segmented` (a tray of tabs) or `pill-switch` (small pills); its options use `<look>__option`. */
  look: 'segmented' | 'pill-switch';
  /** Names the group for screen readers; not shown. */
  legend: string;
  options: readonly T[];
  value: T;
  onChange: (option: T) => void;
  /** What an option's button shows. */
  label: (option: T) => ReactNode;
  /** More attributes of an option's button (its language, its title, where focus starts). */
  optionProps?: (option: T) => OptionAttributes;
  className?: string;
}

/** A group of buttons of which one is pressed: the chosen option. */
export function ChoiceSwitch<T extends string | number>({
  look,
  legend,
  options,
  value,
  onChange,
  label,
  optionProps,
  className,
}: ChoiceSwitchProps<T>) {
  return (
    <fieldset className={className ? `${look} ${className}` : look}>
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={`${look}__option`}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          {...optionProps?.(option)}
        >
          {label(option)}
        </button>
      ))}
    </fieldset>
  );
}
