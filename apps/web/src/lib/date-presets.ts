interface DateRange {
  startDate: string | null;
  endDate: string | null;
}

/** The preset whose range the chosen dates equal, so its chip shows as pressed; null for a custom range. */
export function matchingPreset<P>(
  presets: readonly P[],
  rangeOf: (preset: P) => DateRange,
  chosen: DateRange,
): P | null {
  return (
    presets.find((preset) => {
      const range = rangeOf(preset);
      return range.startDate === chosen.startDate && range.endDate === chosen.endDate;
    }) ?? null
  );
}
