import type { ReactNode } from 'react';

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
