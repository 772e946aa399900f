// schema.org times are ISO 8601 durations ("PT1H30M", "P0DT0H45M"); some
// sites send a bare number of minutes instead. tinyduration reads the former.
import { parse } from 'tinyduration';

const MINUTES = { weeks: 7 * 24 * 60, days: 24 * 60, hours: 60, minutes: 1, seconds: 1 / 60 } as const;

/** Whole minutes of a duration, or undefined when the value is not one (or is negative). */
export function durationMinutes(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  try {
    const duration = parse(text.toUpperCase());
    // Months and years are not kitchen times: such a value is a mistake on the page.
    if (duration.negative || duration.years || duration.months) return undefined;
    const minutes = Object.entries(MINUTES).reduce(
      (sum, [unit, factor]) => sum + (duration[unit as keyof typeof MINUTES] ?? 0) * factor,
      0,
    );
    return Math.round(minutes);
  } catch {
    return undefined;
  }
}
