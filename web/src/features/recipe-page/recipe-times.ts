// A recipe's times as the page shows them: "Prep 20 min · Cook 40 min · Total 1 h".
import type { Recipe } from '@recipe-book/schema/recipe';

/** "45 min", "1 h", "1 h 30 min". */
export function shortDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Prep, cook (left out for a dish that is not cooked) and total time. */
export function recipeTimes({ prepTime, cookTime }: Pick<Recipe, 'prepTime' | 'cookTime'>) {
  return [
    { label: 'Prep', minutes: prepTime },
    ...(cookTime > 0 ? [{ label: 'Cook', minutes: cookTime }] : []),
    { label: 'Total', minutes: prepTime + cookTime },
  ].map(({ label, minutes }) => ({ label, value: shortDuration(minutes) }));
}
