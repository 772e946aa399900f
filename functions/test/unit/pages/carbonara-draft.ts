// The draft pages/json-ld-single.html gives: the unit tests read the page,
// the API tests serve it and import it over HTTP.
export const CARBONARA_DRAFT = {
  title: 'Spaghetti Carbonara',
  image: 'https://nonna.example/img/carbonara.jpg',
  ingredients: ['400 g spaghetti', '150 g guanciale', '4 egg yolks', '50 g pecorino'],
  instructions: [
    'Boil the pasta in salted water.',
    'Fry the guanciale until crisp.',
    'Toss with the yolks and cheese off the heat.',
  ],
  cuisine: 'Italian',
  prepTime: 15,
  cookTime: 20,
  servings: 4,
  categories: ['Dinner'],
  // Per serving, read from the page's NutritionInformation into our units (sodium 0.9 g → 900 mg).
  nutrition: {
    calories: 620,
    fat: 28,
    saturatedFat: 11,
    carbohydrate: 70,
    sugar: 2,
    fiber: 3,
    protein: 27,
    sodium: 900,
  },
};
