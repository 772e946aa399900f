// The food normaliser on real ingredient lines: the seed's, and lines written
// for this test in the styles cooks use (metric and US, "a pinch of", brackets,
// notes after commas, "to taste", accents, plurals, two foods on one line).
import { describe, expect, it } from 'vitest';
import { SEED_RECIPES } from '../../scripts/seed/recipes';
import { matchesFoods, singular } from '../src/food-words';
import { broaderFoods, normalFood, readSearchText } from '../src/foods';
import { foodOfLine, lineFoods, recipeFoods } from '../src/recipe-foods';

// [line, its foods (the first is the line's own), broader foods of the first]
const LINES: [string, string[], string[]][] = [
  // From the seed.
  ['700 g chicken thighs, in chunks', ['chicken thigh'], ['chicken']],
  ['2 chicken breasts, thinly sliced', ['chicken breast'], ['chicken']],
  ['600 g chicken thighs, bone-in', ['chicken thigh'], ['chicken']],
  ['1 tsp dried oregano', ['oregano'], []],
  ['150 g low-moisture mozzarella, grated', ['mozzarella'], ['cheese']],
  ['A few fresh basil leaves', ['basil leaf'], ['basil']],
  ['2 tbsp extra-virgin olive oil', ['olive oil'], ['oil']],
  ['200 ml warm water', ['water'], []],
  ['800 g canned chopped tomatoes', ['tomato'], []],
  ['250 g cherry tomatoes, halved', ['cherry tomato'], ['tomato']],
  ['Flaky sea salt and black pepper', ['sea salt', 'black pepper'], ['salt']],
  ['2 garlic cloves, crushed', ['garlic clove'], ['garlic']],
  ['1.2 litres vegetable stock', ['vegetable stock'], ['vegetable']],
  ['3 dried guajillo chillies, soaked', ['guajillo chili'], ['chili']],
  ['Oil for frying', ['oil'], []],
  ['150 g plain yoghurt', ['yogurt'], []],
  ['200 g raw prawns, peeled', ['shrimp'], ['shellfish']],
  ['1 tbsp grated ginger and 3 garlic cloves', ['ginger', 'garlic clove'], []],
  ['Maple syrup and blueberries to serve', ['maple syrup', 'blueberry'], ['syrup']],
  ['4 slices cheddar or American cheese', ['cheddar'], ['cheese']],
  ['1 tsp baking powder and 1/2 tsp bicarbonate of soda', ['baking powder', 'bicarbonate'], []],
  ['30 egg-free dumpling wrappers', ['dumpling wrapper'], []],
  ['2 x 400 g cans chickpeas, drained', ['chickpea'], []],
  ['50 g fresh breadcrumbs soaked in 3 tbsp milk', ['breadcrumb'], []],
  ['400 g spaghetti', ['spaghetti'], ['pasta']],
  // Written for this test: US measures, brackets, notes, odd spellings.
  ['1 cup red lentils, rinsed', ['red lentil'], ['lentil']],
  ['2 ripe tomatoes, diced', ['tomato'], []],
  ['1 (14 oz) can coconut milk', ['coconut milk'], ['milk']],
  ['1/2 cup toasted pine nuts', ['pine nut'], ['nut']],
  ['1 cup slivered almonds', ['slivered almond'], ['almond', 'nut']],
  ['100 g walnuts, roughly chopped', ['walnut'], ['nut']],
  ['2 tbsp smooth peanut butter', ['smooth peanut butter'], ['butter']],
  ['Juice of 1 lemon', ['lemon juice'], ['lemon']],
  ['Zest of 2 limes', ['lime zest'], ['lime']],
  ['a pinch of sea salt', ['sea salt'], ['salt']],
  ['Sea salt to taste', ['sea salt'], ['salt']],
  ['salt, to taste', ['salt'], []],
  ['Kosher salt and freshly ground black pepper', ['kosher salt', 'black pepper'], ['salt']],
  ['freshly ground black pepper', ['black pepper'], ['pepper']],
  ['1 tsp crème fraîche', ['creme fraiche'], []],
  ['Crème fraîche, to serve', ['creme fraiche'], []],
  ['2 Tbsp. unsalted butter, softened', ['butter'], []],
  ['3-4 Roma tomatoes', ['roma tomato'], ['tomato']],
  ['3 large eggs, beaten', ['egg'], []],
  ['2 egg whites', ['egg white'], ['egg']],
  ['4 egg yolks', ['egg yolk'], ['egg']],
  ['1 bunch fresh cilantro, chopped', ['coriander'], []],
  ['2 medium zucchini, sliced', ['courgette'], []],
  ['1 large eggplant, cubed', ['aubergine'], []],
  ['4 scallions, thinly sliced', ['spring onion'], ['onion']],
  ['1 lb ground beef', ['beef'], []],
  ['1 kg beef mince', ['beef mince'], ['beef']],
  ['2 boneless, skinless chicken breasts', ['chicken breast'], ['chicken']],
  ['6 bone-in chicken drumsticks', ['chicken drumstick'], ['chicken']],
  ['250 g dried spaghetti', ['spaghetti'], ['pasta']],
  ['200 g penne pasta', ['penne pasta'], ['pasta']],
  ['100 g Parmigiano, finely grated', ['parmigiano'], []],
  ['50 g parmesan, grated, plus extra to serve', ['parmesan'], ['cheese']],
  ['200 g feta cheese, crumbled', ['feta cheese'], ['cheese']],
  ['1 tbsp tomato paste', ['tomato paste'], ['tomato']],
  ['2 cups chicken broth', ['chicken broth'], ['chicken']],
  ['1 tsp ground cinnamon', ['cinnamon'], []],
  ['1 cinnamon stick', ['cinnamon stick'], ['cinnamon']],
  ['2 bay leaves', ['bay leaf'], ['bay']],
  ['3 potatoes, peeled and diced', ['potato'], []],
  ['500 g new potatoes, halved', ['new potato'], ['potato']],
  ['1 sweet potato', ['sweet potato'], ['potato']],
  ['A handful of fresh mint', ['mint'], []],
  ['1 small bunch of parsley', ['parsley'], []],
  ['2 cups mixed berries', ['berry'], []],
  ['1 cup fresh raspberries', ['raspberry'], []],
  ['3 tbsp honey', ['honey'], []],
  ['1 tbsp Dijon mustard', ['dijon mustard'], ['mustard']],
  ['1 tsp vanilla extract', ['vanilla extract'], ['extract']],
  ['250 ml double cream', ['double cream'], ['cream']],
  ['200 g dark chocolate (70%), chopped', ['dark chocolate'], ['chocolate']],
  ['1 red onion, finely chopped', ['red onion'], ['onion']],
  ['2 onions', ['onion'], []],
  ['400 g canned cannellini beans, drained', ['cannellini bean'], ['bean']],
  ['1 can (400 g) black beans, rinsed and drained', ['black bean'], ['bean']],
  ['2 salmon fillets, skin-on', ['salmon fillet'], ['salmon', 'fish']],
  ['6 anchovies in oil', ['anchovy'], ['fish']],
  ['Jalapeños, sliced, to serve', ['jalapeno'], []],
  ['1 green chilli, finely chopped', ['green chili'], ['chili']],
  ['2 tsp chilli flakes', ['chili flake'], ['chili']],
  ['1 cup all-purpose flour', ['flour'], []],
  ['1 cup powdered sugar', ['icing sugar'], ['sugar']],
  ['½ cup brown sugar, packed', ['brown sugar'], ['sugar']],
  ['2 heaped tbsp Greek yogurt', ['greek yogurt'], ['yogurt']],
  ['about 200 g baby spinach', ['baby spinach'], ['spinach']],
  ['1 ½ cups long-grain rice', ['long grain rice'], ['rice']],
  ['Butter or margarine, for greasing', ['butter'], []],
  ['4 cups water', ['water'], []],
  ['Ice cubes', ['ice cube'], ['ice']],
  ['2 leeks, white part only, sliced', ['leek'], []],
  ['1 tbsp sesame seeds, toasted', ['sesame seed'], ['sesame']],
  ['1 cup frozen peas', ['pea'], []],
  ['300 g mussels, cleaned', ['mussel'], ['shellfish']],
  ['1 tsp fish sauce', ['fish sauce'], ['fish']],
  ['2 tbsp soy sauce', ['soy sauce'], ['soy']],
  ['1 clove garlic', ['garlic'], []],
  ['3 peaches, stoned and sliced', ['peach'], []],
  ['2 tablespoons capers', ['caper'], []],
];

describe('foods: an ingredient line is a canonical food', () => {
  it.each(LINES)('%s', (line, foods, broader) => {
    expect(lineFoods(line)).toEqual(foods);
    expect(foodOfLine(line)).toBe(foods[0]);
    expect(broaderFoods(foods[0] ?? '')).toEqual(broader);
  });

  it('finds a food in every ingredient line of the seed, made of words of the line', () => {
    const lines = SEED_RECIPES.flatMap((recipe) => recipe.content.ingredients);
    expect(lines.length).toBeGreaterThan(200);
    for (const line of lines) {
      const food = foodOfLine(line);
      expect(food, line).toBeDefined();
      const plain = line
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
      // Canonical synonyms (prawn → shrimp, yoghurt → yogurt) are the exception to "a word of the line".
      if (!['shrimp', 'yogurt', 'greek yogurt'].includes(food ?? '')) {
        for (const word of food?.split(' ') ?? []) expect(plain, line).toContain(word.slice(0, 3));
      }
    }
  });
});

describe('foods: a recipe and a search', () => {
  it('keeps each food with its broader foods, distinct and sorted', () => {
    expect(recipeFoods(['700 g chicken thighs', '1 cup red lentils', '2 garlic cloves', '1 tsp salt'])).toEqual([
      'chicken',
      'chicken thigh',
      'garlic',
      'garlic clove',
      'lentil',
      'red lentil',
      'salt',
    ]);
  });

  it('reads a typed food like a line: case, accents and plurals do not matter', () => {
    expect(normalFood('Tomatoes')).toBe('tomato');
    expect(normalFood('NUTS')).toBe('nut');
    expect(normalFood('Jalapeños')).toBe('jalapeno');
    expect(normalFood(' , ')).toBeUndefined();
  });

  it('singularises the plurals of the kitchen', () => {
    const pairs = [
      ['tomatoes', 'tomato'],
      ['berries', 'berry'],
      ['lentils', 'lentil'],
      ['radishes', 'radish'],
      ['leaves', 'leaf'],
      ['asparagus', 'asparagus'],
      ['couscous', 'couscous'],
      ['hummus', 'hummus'],
    ];
    for (const [plural, one] of pairs) expect(singular(plural ?? '')).toBe(one);
  });

  it('has all the wanted foods and none of the unwanted', () => {
    const foods = recipeFoods(['1 kg chicken wings', '50 g roasted peanuts']);
    expect(matchesFoods(foods, ['chicken'])).toBe(true);
    expect(matchesFoods(foods, ['chicken'], ['nut'])).toBe(false);
    expect(matchesFoods(foods, ['chicken', 'garlic'])).toBe(false);
    expect(matchesFoods(recipeFoods(['1 kg chicken wings']), ['chicken'], ['nut'])).toBe(true);
  });

  it('reads "chicken, without nuts" from the search box', () => {
    expect(readSearchText('chicken, without nuts')).toEqual({ q: 'chicken', with: [], without: ['nut'] });
    expect(readSearchText('curry, with Tomatoes, no almonds, no peanuts')).toEqual({
      q: 'curry',
      with: ['tomato'],
      without: ['almond', 'peanut'],
    });
    expect(readSearchText('spag')).toEqual({ q: 'spag', with: [], without: [] });
  });
});
