// The names of the amounts of nutrition per serving (nutrition-constants.ts),
// as the forms, the recipe page's label and the schema's messages say them.
import type { Nutrient } from './nutrition-constants';

export const NUTRIENT_NAMES: Readonly<Record<Nutrient, string>> = {
  calories: 'Calories',
  fat: 'Fat',
  saturatedFat: 'Saturated fat',
  carbohydrate: 'Carbohydrate',
  sugar: 'Sugar',
  fiber: 'Fiber',
  protein: 'Protein',
  sodium: 'Sodium',
};
