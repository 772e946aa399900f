// Ingredient lines and steps in metric or US units: real lines from US and
// British recipes, converted both ways with kitchen numbers; the rest of each
// line stays as written, and converting back lands on the line as written.
import { describe, expect, it } from 'vitest';
import { convertStepTemperatures, convertSteps } from '../src/oven-temperatures';
import { convertIngredientLine, convertIngredients } from '../src/units';

/** US lines and how they read in metric; converting that back to US gives the line again (in tidy fractions). */
const FROM_US: [us: string, metric: string][] = [
  ['8 oz cream cheese, softened', '225 g cream cheese, softened'],
  ['1 lb ground beef', '455 g ground beef'],
  ['3 oz parmesan, grated', '85 g parmesan, grated'],
  ['1½ cups milk', '355 ml milk'],
  ['1 cup long-grain rice', '235 ml long-grain rice'],
  ['4 cups chicken stock', '945 ml chicken stock'],
  ['⅓ cup honey', '79 ml honey'],
  ['¾ cup heavy cream', '175 ml heavy cream'],
  ['about 2 cups frozen peas', 'about 475 ml frozen peas'],
  ['½ cup chopped walnuts (optional)', '120 ml chopped walnuts (optional)'],
  // Flour, sugar and butter are weighed in a metric kitchen: their weight per cup is known.
  ['2 cups all-purpose flour', '250 g all-purpose flour'],
  ['1 cup sugar', '200 g sugar'],
  ['½ cup butter, melted', '115 g butter, melted'],
  ['1 cup unsalted butter, softened', '225 g unsalted butter, softened'],
];

/** Spoons are measures of both kitchens (5 ml and 15 ml spoons): no "44 ml olive oil" in metric. */
const SPOONS = [
  '2 tbsp olive oil',
  '1 tablespoon soy sauce',
  '1 tsp vanilla extract',
  '½ tsp salt',
  '¼ tsp cayenne pepper',
  '2–3 tbsp lemon juice',
  '3 tbsp extra-virgin olive oil',
  '1 tsp sugar',
  '1 tsp black peppercorns and 1 tsp cumin seeds, crushed',
  '1 tbsp cornflour mixed with 2 tbsp water',
];

/** Lines that read the same back in US only after tidying (another unit or fraction) or rounding. */
const ONE_WAY_TO_METRIC: [us: string, metric: string][] = [
  ['1/3 cup maple syrup', '79 ml maple syrup'],
  ['2 lbs potatoes, peeled', '905 g potatoes, peeled'],
  ['1 quart water', '945 ml water'],
  ['1 pint heavy cream', '475 ml heavy cream'],
  ['8 fl oz beer', '235 ml beer'],
  ['16 oz spaghetti', '455 g spaghetti'],
  ['1 cup (240 ml) whole milk', '240 ml whole milk'],
  ['1 cup + 2 tbsp flour', '140 g flour'],
  ['3 lb pork shoulder', '1.36 kg pork shoulder'],
];

/** Metric lines and how they read in US; converting that back to metric gives the line as written. */
const FROM_METRIC: [metric: string, us: string][] = [
  ['150 ml water', '⅝ cup water'],
  ['1.5 l vegetable stock', '6⅓ cups vegetable stock'],
  ['50 g parmesan, finely grated', '1¾ oz parmesan, finely grated'],
  ['225 g cheddar, grated', '8 oz cheddar, grated'],
  ['85 g dark chocolate, chopped', '3 oz dark chocolate, chopped'],
  ['250 g plain flour', '2 cups plain flour'],
  ['500 g flour', '4 cups flour'],
  ['200 g granulated sugar', '1 cup granulated sugar'],
  ['225 g butter', '1 cup butter'],
  ['2 x 15 ml spoons tomato purée', '2 x 15 ml spoons tomato purée'],
];

/** Metric amounts that no kitchen fraction gives back exactly: the nearest reading within a few percent. */
const ONE_WAY_TO_US: [metric: string, us: string][] = [
  ['250 ml milk', '1 cup milk'],
  ['400 g spaghetti', '14 oz spaghetti'],
  ['1 kg floury potatoes', '2¼ lb floury potatoes'],
  ['600 g chicken breast, in chunks', '1⅓ lb chicken breast, in chunks'],
  ['1 litre water', '4¼ cups water'],
  ['100 g butter', '7 tbsp butter'],
  ['700 g pork shoulder, thinly sliced', '1½ lb pork shoulder, thinly sliced'],
  ['80 ml soy sauce', '⅓ cup soy sauce'],
  ['600 ml milk', '2½ cups milk'],
  // Small amounts become spoons, which a metric kitchen keeps as spoons.
  ['30 ml olive oil', '2 tbsp olive oil'],
  ['15 ml fish sauce', '1 tbsp fish sauce'],
  ['5 ml vanilla extract', '1 tsp vanilla extract'],
  ['2.5 ml ground cinnamon', '½ tsp ground cinnamon'],
  ['about 15 ml lemon juice', 'about 1 tbsp lemon juice'],
  // A pound and more in pounds, not 49½ oz; under a pound ounces, to the quarter.
  ['1.4 kg chicken thighs', '3 lb chicken thighs'],
  ['1.6 kg canned chopped tomatoes', '3½ lb canned chopped tomatoes'],
  ['500 g beef mince', '17½ oz beef mince'],
  // A cup fraction within a few percent beats a pile of spoons; spoons in halves.
  ['200 ml warm water', '⅞ cup warm water'],
  ['125 ml milk', '½ cup milk'],
  ['100 ml single cream', '7 tbsp single cream'],
  ['50 g plain flour', '6½ tbsp plain flour'],
  ['125 g unsalted butter, softened', '9 tbsp unsalted butter, softened'],
  // Caster sugar's weight per cup is not settled: a weight stays a weight.
  ['100 g caster sugar', '3½ oz caster sugar'],
];

/** Nothing to convert: counts, cans, cloves, pinches, no amount. */
const AS_WRITTEN = [
  '2 eggs',
  '3 large eggs, beaten',
  'a pinch of salt',
  'salt and pepper, to taste',
  '1 can (400 g) chopped tomatoes',
  '2 cloves garlic, crushed',
  '1 onion, finely chopped',
  'Juice of 1 lemon',
  '2 tins chickpeas, drained',
  'A handful of fresh basil leaves',
  '1 bay leaf',
  '4 rashers smoked bacon',
];

describe('ingredient lines in metric', () => {
  it.each([...FROM_US, ...ONE_WAY_TO_METRIC])('%s → %s', (us, metric) => {
    expect(convertIngredientLine(us, 'metric')).toBe(metric);
  });

  it.each(FROM_METRIC.map(([metric]) => metric))('leaves a metric line as written: %s', (metric) => {
    expect(convertIngredientLine(metric, 'metric')).toBe(metric);
  });

  it.each(FROM_US)('goes back to US as it was: %s', (us, metric) => {
    expect(convertIngredientLine(metric, 'us')).toBe(us);
  });
});

describe('ingredient lines in US units', () => {
  it.each([...FROM_METRIC, ...ONE_WAY_TO_US])('%s → %s', (metric, us) => {
    expect(convertIngredientLine(metric, 'us')).toBe(us);
  });

  it.each(FROM_METRIC)('round trip metric → US → metric gives the line back: %s', (metric) => {
    expect(convertIngredientLine(convertIngredientLine(metric, 'us'), 'metric')).toBe(metric);
  });

  it.each(FROM_US.map(([us]) => us))('leaves a US line as written: %s', (us) => {
    expect(convertIngredientLine(us, 'us')).toBe(us);
  });
});

describe('spoons', () => {
  it.each(SPOONS)('stay as written in both systems: %s', (line) => {
    expect(convertIngredientLine(line, 'metric')).toBe(line);
    expect(convertIngredientLine(line, 'us')).toBe(line);
  });
});

describe('lines without a unit that converts', () => {
  it.each(AS_WRITTEN)('stay as written in both systems: %s', (line) => {
    expect(convertIngredientLine(line, 'metric')).toBe(line);
    expect(convertIngredientLine(line, 'us')).toBe(line);
  });

  it('leaves an unknown ingredient’s volume a volume: no invented density', () => {
    expect(convertIngredientLine('1 cup cocoa powder', 'metric')).toBe('235 ml cocoa powder');
    expect(convertIngredientLine('100 g cocoa powder', 'us')).toBe('3½ oz cocoa powder');
  });
});

describe('together with the servings scaling', () => {
  const RECIPE = ['1½ cups milk', '8 oz cream cheese', '2 tbsp olive oil', '4 eggs', 'salt, to taste'];

  it('scales first and converts the scaled amount once, from the exact figure', () => {
    expect(convertIngredients(RECIPE, 'metric', { from: 4, to: 8 })).toEqual([
      '710 ml milk',
      '455 g cream cheese',
      '4 tbsp olive oil',
      '8 eggs',
      'salt, to taste',
    ]);
    expect(convertIngredients(RECIPE, 'metric', { from: 4, to: 2 })).toEqual([
      '175 ml milk',
      '115 g cream cheese',
      '1 tbsp olive oil',
      '2 eggs',
      'salt, to taste',
    ]);
  });

  it('scales a line already in the asked system like the scaling alone does', () => {
    expect(convertIngredients(['400 g spaghetti', '1 cup rice'], 'metric', { from: 4, to: 6 })).toEqual([
      '600 g spaghetti',
      '355 ml rice',
    ]);
    expect(convertIngredients(['200 g sugar', '2 tbsp honey'], 'us', { from: 2, to: 4 })).toEqual([
      '2 cups sugar',
      '4 tbsp honey',
    ]);
  });

  it('gives the lines unscaled without servings', () => {
    expect(convertIngredients(RECIPE, 'us')).toEqual(RECIPE);
  });
});

/** Steps as written, in US and in metric. */
const STEPS: [step: string, us: string, metric: string][] = [
  ['Preheat the oven to 180°C.', 'Preheat the oven to 350°F (gas mark 4).', 'Preheat the oven to 180°C (gas mark 4).'],
  ['Preheat oven to 350 F.', 'Preheat oven to 350 F (gas mark 4).', 'Preheat oven to 180 C (gas mark 4).'],
  [
    'Bake at 350 degrees F for 25 to 30 minutes.',
    'Bake at 350 degrees F (gas mark 4) for 25 to 30 minutes.',
    'Bake at 180 degrees C (gas mark 4) for 25 to 30 minutes.',
  ],
  [
    'Heat the oven to 200°C (180°C fan).',
    'Heat the oven to 400°F (350°F fan) (gas mark 6).',
    'Heat the oven to 200°C (180°C fan) (gas mark 6).',
  ],
  [
    'Bake at gas mark 6 for 20 minutes.',
    'Bake at 400 °F (gas mark 6) for 20 minutes.',
    'Bake at 200 °C (gas mark 6) for 20 minutes.',
  ],
  [
    'Roast at 425°F for 40–45 minutes, turning once.',
    'Roast at 425°F (gas mark 7) for 40–45 minutes, turning once.',
    'Roast at 220°C (gas mark 7) for 40–45 minutes, turning once.',
  ],
  [
    'Preheat the oven to 190 degrees Celsius.',
    'Preheat the oven to 375 degrees Fahrenheit (gas mark 5).',
    'Preheat the oven to 190 degrees Celsius (gas mark 5).',
  ],
  [
    'Bake the bread at 230°C for 15 minutes, then lower to 200°C.',
    'Bake the bread at 450°F for 15 minutes, then lower to 400°F (gas mark 8).',
    'Bake the bread at 230°C for 15 minutes, then lower to 200°C (gas mark 8).',
  ],
  [
    'Preheat the oven to 300°F and line a tray with baking paper.',
    'Preheat the oven to 300°F (gas mark 2) and line a tray with baking paper.',
    'Preheat the oven to 150°C (gas mark 2) and line a tray with baking paper.',
  ],
  [
    'Slow-roast the lamb at 160°C for 4 hours.',
    'Slow-roast the lamb at 325°F (gas mark 3) for 4 hours.',
    'Slow-roast the lamb at 160°C (gas mark 3) for 4 hours.',
  ],
  [
    'Bake in a 375°F oven until golden.',
    'Bake in a 375°F (gas mark 5) oven until golden.',
    'Bake in a 190°C (gas mark 5) oven until golden.',
  ],
  [
    'Turn the oven down to 140°C and bake the meringues for 1 hour.',
    'Turn the oven down to 275°F (gas mark 1) and bake the meringues for 1 hour.',
    'Turn the oven down to 140°C (gas mark 1) and bake the meringues for 1 hour.',
  ],
  [
    'Preheat your oven to 220 °C.',
    'Preheat your oven to 425 °F (gas mark 7).',
    'Preheat your oven to 220 °C (gas mark 7).',
  ],
  ['Pre-heat the oven to 400F.', 'Pre-heat the oven to 400F (gas mark 6).', 'Pre-heat the oven to 200C (gas mark 6).'],
  // No oven: converted, without a gas mark; below oven heat to the whole degree.
  [
    'Heat the oil to 180°C and fry in batches.',
    'Heat the oil to 350°F and fry in batches.',
    'Heat the oil to 180°C and fry in batches.',
  ],
  [
    'Warm the milk to 110°F, then add the yeast.',
    'Warm the milk to 110°F, then add the yeast.',
    'Warm the milk to 43°C, then add the yeast.',
  ],
  [
    'Cook the sugar to 120°C on a thermometer.',
    'Cook the sugar to 250°F on a thermometer.',
    'Cook the sugar to 120°C on a thermometer.',
  ],
  [
    'Leave to prove somewhere warm, about 27°C.',
    'Leave to prove somewhere warm, about 80°F.',
    'Leave to prove somewhere warm, about 27°C.',
  ],
  // Both scales given already, a temperature without a scale, or none: as written.
  [
    'Preheat the oven to 220C/425F/gas mark 7.',
    'Preheat the oven to 220C/425F/gas mark 7.',
    'Preheat the oven to 220C/425F/gas mark 7.',
  ],
  ['Preheat the oven to 350 degrees.', 'Preheat the oven to 350 degrees.', 'Preheat the oven to 350 degrees.'],
  [
    'Simmer for 20 minutes, stirring now and then.',
    'Simmer for 20 minutes, stirring now and then.',
    'Simmer for 20 minutes, stirring now and then.',
  ],
  ['Cut into 2 cm cubes.', 'Cut into 2 cm cubes.', 'Cut into 2 cm cubes.'],
];

describe('oven temperatures in the steps', () => {
  it.each(STEPS)('%s', (step, us, metric) => {
    expect(convertStepTemperatures(step, 'us')).toBe(us);
    expect(convertStepTemperatures(step, 'metric')).toBe(metric);
  });

  it.each(STEPS)('round trips are stable: %s', (step, us, metric) => {
    expect(convertStepTemperatures(us, 'metric')).toBe(metric);
    expect(convertStepTemperatures(metric, 'us')).toBe(us);
  });

  it('rounds to the values ovens have', () => {
    const pairs: [celsius: number, fahrenheit: number][] = [
      [110, 225],
      [120, 250],
      [140, 275],
      [150, 300],
      [160, 325],
      [180, 350],
      [190, 375],
      [200, 400],
      [220, 425],
      [230, 450],
    ];
    for (const [celsius, fahrenheit] of pairs) {
      expect(convertStepTemperatures(`Bake at ${celsius}°C.`, 'us')).toMatch(new RegExp(`^Bake at ${fahrenheit}°F `));
      expect(convertStepTemperatures(`Bake at ${fahrenheit}°F.`, 'metric')).toMatch(
        new RegExp(`^Bake at ${celsius}°C `),
      );
    }
  });

  it('converts every step of a recipe', () => {
    expect(convertSteps(['Preheat the oven to 350°F.', 'Mix everything.'], 'metric')).toEqual([
      'Preheat the oven to 180°C (gas mark 4).',
      'Mix everything.',
    ]);
  });
});
