// "Nutrition per serving" on the recipe page: the amounts the recipe tells, in
// a compact label, and who gave them (the author, or the site an imported
// recipe came from). Per serving of the recipe as written, so it stays the
// same whatever servings the ingredients are shown for.
import { NUTRIENT_NAMES } from '@recipe-book/schema/nutrient-names';
import { nutrientAmountText, toldNutrients } from '@recipe-book/schema/nutrition-constants';
import type { Recipe } from '@recipe-book/schema/recipe';
import { siteHost } from '@/lib/site-host';

type NutritionLabelProps = Pick<Recipe, 'nutrition' | 'sourceUrl' | 'displayName'>;

export function NutritionLabel({ nutrition, sourceUrl, displayName }: NutritionLabelProps) {
  const told = toldNutrients(nutrition);
  if (told.length === 0) return null;
  const givenBy = sourceUrl ? `From ${siteHost(sourceUrl)}` : `Given by ${displayName || 'the author'}`;
  return (
    <section
      aria-labelledby="nutrition-heading"
      data-testid="nutrition-label"
      className="rounded-xl border border-stone-300 bg-white p-4"
    >
      <h2 id="nutrition-heading" className="text-base font-bold text-stone-900">
        Nutrition per serving
      </h2>
      <dl className="mt-2 divide-y divide-stone-200 text-sm">
        {told.map(([nutrient, amount]) => (
          <div key={nutrient} className="flex justify-between gap-4 py-1">
            <dt className="text-stone-700">{NUTRIENT_NAMES[nutrient]}</dt>
            <dd className="font-semibold text-stone-900 tabular-nums">{nutrientAmountText(nutrient, amount)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-stone-600">{givenBy}; per serving, whatever the servings shown.</p>
    </section>
  );
}
