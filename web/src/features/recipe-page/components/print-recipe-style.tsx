// Printing a recipe prints the recipe alone, its picture kept small.
import { PrintAloneStyle } from '@/components/ui/print-alone-style';

export function PrintRecipeStyle() {
  return <PrintAloneStyle name="recipe" extraCss="[data-print-recipe] img { max-height: 8cm; width: auto; }" />;
}
