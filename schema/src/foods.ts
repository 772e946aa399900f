// Foods: what an ingredient line is, whatever way the cook wrote it. "700 g
// chicken thighs, in chunks" is the food "chicken thigh", also found as
// "chicken"; "2 ripe tomatoes, diced" is "tomato"; "Sea salt to taste" is "sea
// salt", also "salt". Search by what is in a recipe, "with" and "without"
// (search.ts, recipe-listing.ts) and the vocabulary of known foods
// (`foods/{food}`, food-vocabulary.ts) all compare these names.
//
// The normaliser is a few small lists, no dictionary: the amount and unit go
// (the ingredient parser's reading, ingredient-line.ts), then notes after a
// comma, asides in brackets, "to taste"/"for serving" tails, "a pinch of"
// style measures, preparation words and adjectives (PREPARATION), accents and
// plurals. What is left is the canonical food; its broader foods are the
// head of a compound ("sea salt" → salt, "pine nut" → nut), the whole for a
// part ("chicken thigh" → chicken, "lemon zest" → lemon) and a family for a
// few kinds (almond → nut, parmesan → cheese, penne → pasta). Reading a whole
// ingredient line (the amount and unit first) is recipe-foods.ts's: this
// module has no parser, so the web app's search box can use it cheaply.

import { singular } from './food-words';

// The same accent folding as search (search.ts): "crème" is "creme".
const ACCENTS = /[\u0300-\u036f]/g;

/** Lower-case words without accents, in order (a food's words keep their order). */
export function plainWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(ACCENTS, '')
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Words that say how an ingredient is prepared, sized or sold, never what it is. */
const PREPARATION = new Set(
  [
    'a an the some few each about approximately more',
    'fresh freshly ripe large small medium big extra virgin jumbo mini',
    'chopped diced minced sliced grated shredded crushed ground dried toasted roasted',
    'thinly finely roughly coarsely lightly well very freshly',
    'boneless skinless cooked uncooked raw frozen canned tinned chilled cold warm hot',
    'softened melted room temperature peeled deseeded seeded halved quartered trimmed rinsed drained',
    'packed heaped heaping level generous good quality organic whole plain unsalted salted',
    'low moisture fat reduced free range beaten cubed julienned torn picked washed sifted',
    'pinch handful dash splash sprinkle drizzle knob squeeze bunch sprig piece pieces slice',
    'optional divided store bought homemade ball x g can portion head thumb little hard soft boiled',
    'shelled soaked mixed marinated firm strong aged flaky tbsp tsp tablespoon teaspoon cup ml kg lb oz',
  ].flatMap((line) => line.split(' ')),
);

/** A tail that is what the food is for, not what it is: "salt to taste", "oil for frying". */
const TAIL_WORDS = new Set(['to', 'for', 'as', 'if', 'plus', 'with', 'such', 'of', 'from', 'until', 'cut', 'in']);

/** Names cooks use for the same food: the canonical one wins. */
const SAME_FOOD: Record<string, string> = {
  chilli: 'chili',
  cilantro: 'coriander',
  eggplant: 'aubergine',
  zucchini: 'courgette',
  scallion: 'spring onion',
  'green onion': 'spring onion',
  garbanzo: 'chickpea',
  'garbanzo bean': 'chickpea',
  prawn: 'shrimp',
  yoghurt: 'yogurt',
  'passata tomato': 'tomato passata',
  'confectioner sugar': 'icing sugar',
  'powdered sugar': 'icing sugar',
  'all purpose flour': 'flour',
};

/** The last word is a part of, or made from, the words before it: "chicken thigh" is chicken. */
const PART_WORDS = new Set([
  'thigh',
  'breast',
  'drumstick',
  'wing',
  'leg',
  'fillet',
  'filet',
  'mince',
  'stock',
  'broth',
  'juice',
  'zest',
  'leaf',
  'clove',
  'stick',
  'powder',
  'flake',
  'seed',
  'paste',
  'puree',
  'passata',
  'sauce',
  'cube',
  'chunk',
  'steak',
  'loin',
  'shoulder',
  'rib',
  'chop',
  'white',
  'yolk',
  'kernel',
  'floret',
  'sprig',
]);

/** Heads of a compound that are no food of their own: "baking powder" is not baking. */
const NOT_A_FOOD = new Set(['baking', 'fraiche', 'gallo', 'choi', 'anise', 'wrapper', 'sheet', 'mix', 'bun', 'masala']);

/** A few kinds belong to a family a guest may want to leave out or look for: "without nuts". */
const FAMILIES: Record<string, string> = Object.fromEntries(
  Object.entries({
    nut: 'almond walnut cashew pecan hazelnut pistachio peanut macadamia',
    cheese: 'parmesan mozzarella cheddar feta ricotta gruyere pecorino halloumi mascarpone paneer gorgonzola brie',
    pasta: 'spaghetti penne linguine fettuccine tagliatelle macaroni rigatoni lasagne fusilli orzo farfalle',
    fish: 'salmon tuna cod haddock mackerel sardine anchovy trout',
    shellfish: 'shrimp crab lobster mussel clam scallop oyster',
  }).flatMap(([family, kinds]) => kinds.split(' ').map((kind) => [kind, family])),
);

/**
 * Staples: kept among a recipe's foods, but taken for granted (never what
 * a recipe is found by in the pantry, nor a missing ingredient).
 */
const STAPLES: readonly string[] = ['salt', 'pepper', 'black pepper', 'water', 'oil', 'ice', 'sea salt'];

export const isStaple = (food: string): boolean => STAPLES.includes(food);

/** The longest food name kept (a longer one is cut at a word boundary). */
const FOOD_MAX_WORDS = 4;

/** "a pinch of salt", "juice of 1 lemon": the words before "of" are a measure. */
function afterMeasure(words: string[]): string[] {
  const of = words.indexOf('of');
  if (of < 0) return words;
  const measure = words.slice(0, of);
  return measure.every((word) => PREPARATION.has(word) || PART_WORDS.has(singular(word)) || /^\d/.test(word))
    ? [...words.slice(of + 1), ...measure.filter((word) => PART_WORDS.has(singular(word)))]
    : words;
}

/** A food name from a name's words: preparation and tails gone, singular, canonical. */
export function foodFromWords(raw: string[]): string | undefined {
  let words = afterMeasure(raw);
  const tail = words.findIndex((word, i) => i > 0 && TAIL_WORDS.has(word));
  if (tail > 0) words = words.slice(0, tail);
  const kept = words
    .map(singular)
    .filter((word) => !PREPARATION.has(word) && !/^\d/.test(word))
    .slice(-FOOD_MAX_WORDS);
  if (kept.length === 0) return undefined;
  const joined = kept.join(' ');
  return SAME_FOOD[joined] ?? kept.map((word) => SAME_FOOD[word] ?? word).join(' ');
}

/**
 * What a typed food means ("Tomatoes" → "tomato", "nuts" → "nut",
 * "chiken" stays "chiken": spelling is the suggestions' job), or undefined
 * when nothing is left.
 */
export function normalFood(text: string): string | undefined {
  return foodFromWords(plainWords(text));
}

/** The broader foods of a food: "chicken thigh" → chicken; "pine nut" → nut; "almond" → nut. */
export function broaderFoods(food: string): string[] {
  const words = food.split(' ');
  const broader = new Set<string>();
  const last = words.at(-1) ?? '';
  if (words.length > 1) {
    const whole = PART_WORDS.has(last) ? words.slice(0, -1).join(' ') : last;
    if (!NOT_A_FOOD.has(whole)) {
      broader.add(whole);
      for (const wider of broaderFoods(whole)) broader.add(wider);
    }
  }
  const family = FAMILIES[food] ?? FAMILIES[last];
  if (family && family !== food) broader.add(family);
  broader.delete(food);
  return [...broader];
}

/** A comma-separated list of typed foods as the filters compare them: normalised, distinct. */
export function foodList(text: string | readonly string[] | undefined): string[] {
  const items = typeof text === 'string' ? text.split(',') : (text ?? []);
  return [...new Set(items.map(normalFood).filter((food): food is string => food !== undefined))];
}

/**
 * The search box's own words: "chicken, without nuts" is the text "chicken"
 * and the foods to leave out; "with garlic" adds a food to have. Parts are
 * separated by commas; "without"/"no"/"with" start a part.
 */
export function readSearchText(text: string): { q: string; with: string[]; without: string[] } {
  const read = { q: [] as string[], with: [] as string[], without: [] as string[] };
  for (const part of text.split(',').map((p) => p.trim())) {
    const match = /^(without|no|with)\s+(.+)$/i.exec(part);
    if (!match) {
      if (part) read.q.push(part);
      continue;
    }
    const list = (match[1] ?? '').toLowerCase() === 'with' ? read.with : read.without;
    list.push(...foodList(match[2]));
  }
  return { q: read.q.join(' '), with: [...new Set(read.with)], without: [...new Set(read.without)] };
}
