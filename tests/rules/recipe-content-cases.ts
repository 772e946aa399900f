// One case per clause of the recipe content (docs/data-model.md#recipes), at and just past
// every limit of the shared schema. Each case is a change to a valid recipe
// and says whether the result is a valid stored recipe; recipes.test.ts checks
// that the schema and the rules both give that verdict.
import { CATEGORIES, CUISINES, RECIPE_LIMITS as L } from '@recipe-book/schema/constants';
import { NUTRIENTS, NUTRITION_LIMITS } from '@recipe-book/schema/nutrition-constants';
import { emoji, repeated } from './recipe-fixtures';

export interface ContentCase {
  name: string;
  change: Record<string, unknown>;
  valid: boolean;
}

const ok = (name: string, change: Record<string, unknown>): ContentCase => ({ name, change, valid: true });
const bad = (name: string, change: Record<string, unknown>): ContentCase => ({ name, change, valid: false });

const line = (length: number) => 'x'.repeat(length);
const URL_PREFIX = 'https://img.example.com/';
const imageOfLength = (length: number) => URL_PREFIX + line(length - URL_PREFIX.length);
const [firstCuisine] = CUISINES;
const [firstCategory] = CATEGORIES;

const boundaries: ContentCase[] = [
  ok('the smallest recipe', {
    title: line(L.title.min),
    image: '/a',
    ingredients: repeated(L.ingredients.minItems, line(1)),
    instructions: repeated(L.instructions.minItems, line(1)),
    prepTime: L.prepTime.min,
    servings: L.servings.min,
    cookTime: L.cookTime.min,
    categories: [],
  }),
  ok('the largest recipe', {
    title: line(L.title.max),
    image: imageOfLength(L.image.max),
    ingredients: repeated(L.ingredients.maxItems, line(L.ingredients.itemMax)),
    instructions: repeated(L.instructions.maxItems, line(L.instructions.itemMax)),
    prepTime: L.prepTime.max,
    servings: L.servings.max,
    cookTime: L.cookTime.max,
    categories: CATEGORIES.slice(0, L.categories.maxItems),
  }),
  // zod counts code points: an emoji is one character, though two UTF-16 units.
  ok('emoji at the length limits', {
    title: emoji(L.title.max),
    ingredients: [emoji(L.ingredients.itemMax)],
    instructions: [emoji(L.instructions.itemMax)],
  }),
  ...CUISINES.map((cuisine) => ok(`cuisine ${cuisine}`, { cuisine })),
];

const titles: ContentCase[] = [
  bad('title empty', { title: '' }),
  bad('title only spaces', { title: '   ' }),
  bad('title not trimmed', { title: ' Carbonara' }),
  bad('title ending in a no-break space', { title: 'Carbonara\u00a0' }),
  bad('title ending in a byte order mark', { title: 'Carbonara\ufeff' }),
  ok('title with a no-break space inside', { title: 'Crème\u00a0brûlée' }),
  ok('title starting with a control character (not whitespace)', { title: '\u0001Carbonara' }),
  bad('title one character too long', { title: line(L.title.max + 1) }),
  bad('title of emoji one character too long', { title: emoji(L.title.max + 1) }),
  bad('title on two lines', { title: 'Spaghetti\nCarbonara' }),
  bad('title with a carriage return', { title: 'Spaghetti\rCarbonara' }),
  bad('title a number', { title: 42 }),
];

const images: ContentCase[] = [
  ok('image an http URL', { image: 'http://img.example.com/a.jpg' }),
  ok('image a site path', { image: '/images/pasta.webp' }),
  bad('image empty', { image: '' }),
  bad('image one character too long', { image: imageOfLength(L.image.max + 1) }),
  ok('image of emoji at the length limit', { image: URL_PREFIX + emoji(L.image.max - URL_PREFIX.length) }),
  bad('image of emoji one character too long', { image: URL_PREFIX + emoji(L.image.max - URL_PREFIX.length + 1) }),
  bad('image an ftp URL', { image: 'ftp://img.example.com/a.jpg' }),
  bad('image a protocol-relative URL', { image: '//img.example.com/a.jpg' }),
  bad('image a relative path', { image: 'images/pasta.webp' }),
  bad('image a scheme with nothing after it', { image: 'https://' }),
  bad('image a javascript: URL', { image: 'javascript:alert(1)' }),
  bad('image with a space', { image: 'https://img.example.com/a b.jpg' }),
  bad('image with a no-break space', { image: 'https://img.example.com/a\u00a0b.jpg' }),
  bad('image with a vertical tab', { image: 'https://img.example.com/a\vb.jpg' }),
  bad('image not trimmed', { image: ' /images/pasta.webp' }),
  bad('image a number', { image: 7 }),
];

const SOURCE_PREFIX = 'https://blog.example.com/';
const sourceUrlOfLength = (length: number) => SOURCE_PREFIX + line(length - SOURCE_PREFIX.length);

// Optional: a recipe without it is valid (see 'the smallest recipe').
const sourceUrls: ContentCase[] = [
  ok('sourceUrl an https URL', { sourceUrl: 'https://blog.example.com/carbonara?ref=home#recipe' }),
  ok('sourceUrl an http URL', { sourceUrl: 'http://blog.example.com/carbonara' }),
  ok('sourceUrl at the length limit', { sourceUrl: sourceUrlOfLength(L.sourceUrl.max) }),
  bad('sourceUrl one character too long', { sourceUrl: sourceUrlOfLength(L.sourceUrl.max + 1) }),
  bad('sourceUrl of emoji one character too long', {
    sourceUrl: SOURCE_PREFIX + emoji(L.sourceUrl.max - SOURCE_PREFIX.length + 1),
  }),
  bad('sourceUrl empty', { sourceUrl: '' }),
  bad('sourceUrl a site path', { sourceUrl: '/recipes/abc' }),
  bad('sourceUrl without a scheme', { sourceUrl: 'blog.example.com/carbonara' }),
  bad('sourceUrl an ftp URL', { sourceUrl: 'ftp://blog.example.com/carbonara' }),
  bad('sourceUrl a javascript: URL', { sourceUrl: 'javascript:alert(1)' }),
  bad('sourceUrl a scheme with nothing after it', { sourceUrl: 'https://' }),
  bad('sourceUrl with a space', { sourceUrl: 'https://blog.example.com/a b' }),
  bad('sourceUrl not trimmed', { sourceUrl: ' https://blog.example.com/a' }),
  bad('sourceUrl null', { sourceUrl: null }),
  bad('sourceUrl a number', { sourceUrl: 7 }),
];

// Optional: each amount from 0 to its limit, at least one, no other key.
const nutritionCases: ContentCase[] = [
  ok('nutrition every amount at its limit', {
    nutrition: Object.fromEntries(NUTRIENTS.map((nutrient) => [nutrient, NUTRITION_LIMITS[nutrient].max])),
  }),
  ok('nutrition every amount 0', { nutrition: Object.fromEntries(NUTRIENTS.map((nutrient) => [nutrient, 0])) }),
  ok('nutrition calories alone', { nutrition: { calories: 240 } }),
  ok('nutrition with decimals', { nutrition: { fat: 9.5, sodium: 0.25 } }),
  ...NUTRIENTS.flatMap((nutrient) => [
    bad(`nutrition ${nutrient} just past its limit`, {
      nutrition: { [nutrient]: NUTRITION_LIMITS[nutrient].max + 0.5 },
    }),
    bad(`nutrition ${nutrient} below 0`, { nutrition: { [nutrient]: -1 } }),
    bad(`nutrition ${nutrient} as text`, { nutrition: { [nutrient]: '9 g' } }),
  ]),
  bad('nutrition empty', { nutrition: {} }),
  bad('nutrition an unknown nutrient', { nutrition: { calories: 240, salt: 2 } }),
  bad('nutrition a number', { nutrition: 240 }),
  bad('nutrition a list', { nutrition: [240] }),
  bad('nutrition null', { nutrition: null }),
  bad('nutrition an amount null', { nutrition: { fat: null } }),
];

const YOUTUBE_ID = 'dQw4w9WgXcQ';
const VIDEO_FILE = 'https://cdn.example.com/videos/';
const videoFileOfLength = (length: number) => `${VIDEO_FILE}${line(length - VIDEO_FILE.length - 4)}.mp4`;

// Optional: a YouTube link in any of its shapes, or an https .mp4/.webm file.
const videoUrls: ContentCase[] = [
  ...[
    `https://www.youtube.com/watch?v=${YOUTUBE_ID}`,
    `https://m.youtube.com/watch?feature=share&v=${YOUTUBE_ID}&t=42s`,
    `https://youtube.com/shorts/${YOUTUBE_ID}`,
    `https://www.youtube.com/embed/${YOUTUBE_ID}?start=30`,
    `https://www.youtube.com/live/${YOUTUBE_ID}`,
    `https://youtu.be/${YOUTUBE_ID}?si=AbC_12-x`,
    `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}`,
    'https://cdn.example.com/soup.mp4',
    'https://cdn.example.com/v/Soup.WebM?token=abc#t=5',
  ].map((videoUrl) => ok(`videoUrl ${videoUrl}`, { videoUrl })),
  ok('videoUrl at the length limit', { videoUrl: videoFileOfLength(L.videoUrl.max) }),
  bad('videoUrl one character too long', { videoUrl: videoFileOfLength(L.videoUrl.max + 1) }),
  bad('videoUrl another host', { videoUrl: 'https://vimeo.com/123456789' }),
  bad('videoUrl a look-alike host', { videoUrl: `https://www.youtube.com.evil.example/watch?v=${YOUTUBE_ID}` }),
  bad('videoUrl plain http YouTube', { videoUrl: `http://www.youtube.com/watch?v=${YOUTUBE_ID}` }),
  bad('videoUrl plain http file', { videoUrl: 'http://cdn.example.com/soup.mp4' }),
  bad('videoUrl a .mov file', { videoUrl: 'https://cdn.example.com/soup.mov' }),
  bad('videoUrl .mp4 only in the query', { videoUrl: 'https://cdn.example.com/play?file=soup.mp4' }),
  bad('videoUrl a YouTube id too short', { videoUrl: `https://youtu.be/${YOUTUBE_ID.slice(1)}` }),
  bad('videoUrl a YouTube id too long', { videoUrl: `https://youtu.be/${YOUTUBE_ID}x` }),
  bad('videoUrl a YouTube channel', { videoUrl: 'https://www.youtube.com/@somecook' }),
  bad('videoUrl a javascript: URL', { videoUrl: 'javascript:alert(1)//.mp4' }),
  bad('videoUrl with a no-break space', { videoUrl: `https://youtu.be/${YOUTUBE_ID}?t=1\u00a02` }),
  bad('videoUrl not trimmed', { videoUrl: ` https://youtu.be/${YOUTUBE_ID}` }),
  bad('videoUrl empty', { videoUrl: '' }),
  bad('videoUrl a number', { videoUrl: 7 }),
];

// The cases both line lists share: ingredients and instructions.
function lineListCases(field: 'ingredients' | 'instructions'): ContentCase[] {
  const limits = L[field];
  return [
    bad(`${field} fewer than ${limits.minItems}`, { [field]: repeated(limits.minItems - 1, 'x') }),
    bad(`${field} more than ${limits.maxItems}`, { [field]: repeated(limits.maxItems + 1, 'x') }),
    bad(`${field} item empty`, { [field]: ['x', ''] }),
    bad(`${field} item one character too long`, { [field]: [line(limits.itemMax + 1)] }),
    bad(`${field} item of emoji one character too long`, { [field]: [emoji(limits.itemMax + 1)] }),
    bad(`${field} item not trimmed`, { [field]: ['x', ' salt'] }),
    bad(`${field} item ending in an ideographic space`, { [field]: ['salt\u3000'] }),
    bad(`${field} item on two lines`, { [field]: ['salt\npepper'] }),
    bad(`${field} item ending in a line break`, { [field]: ['salt\n'] }),
    bad(`${field} item with a carriage return`, { [field]: ['salt\rpepper'] }),
    bad(`${field} item a number`, { [field]: ['salt', 5] }),
    bad(`${field} item null`, { [field]: [null] }),
    bad(`${field} item a map`, { [field]: [{ name: 'salt' }] }),
    bad(`${field} one string instead of a list`, { [field]: 'salt, pepper' }),
  ];
}

const choices: ContentCase[] = [
  bad('cuisine not in the list', { cuisine: 'French' }),
  bad('cuisine in lower case', { cuisine: firstCuisine.toLowerCase() }),
  bad('cuisine a list', { cuisine: [firstCuisine] }),
  bad('prepTime below the minimum', { prepTime: L.prepTime.min - 1 }),
  bad('prepTime above the maximum', { prepTime: L.prepTime.max + 1 }),
  bad('prepTime not whole minutes', { prepTime: L.prepTime.min + 0.5 }),
  bad('prepTime as text', { prepTime: String(L.prepTime.min) }),
  bad('servings below the minimum', { servings: L.servings.min - 1 }),
  bad('servings above the maximum', { servings: L.servings.max + 1 }),
  bad('servings not whole', { servings: 2.5 }),
  bad('servings as text', { servings: '4' }),
  bad('cookTime below zero', { cookTime: L.cookTime.min - 1 }),
  bad('cookTime above the maximum', { cookTime: L.cookTime.max + 1 }),
  bad('cookTime not whole minutes', { cookTime: 0.5 }),
  bad('category not in the list', { categories: ['Snack'] }),
  bad('category in lower case', { categories: [firstCategory.toLowerCase()] }),
  bad('category repeated', { categories: [firstCategory, firstCategory] }),
  bad(`more than ${L.categories.maxItems} categories`, {
    categories: [...CATEGORIES, ...CATEGORIES].slice(0, L.categories.maxItems + 1),
  }),
  bad('categories one string', { categories: firstCategory }),
  bad('category a number', { categories: [1] }),
];

const unknownFields: ContentCase[] = [
  bad('unknown field email', { email: 'alice@example.com' }),
  bad("unknown field likes (the old API's copy of likeCount)", { likes: 0 }),
  bad('unknown field category (the old single category)', { category: firstCategory }),
];

export const CONTENT_CASES: ContentCase[] = [
  ...boundaries,
  ...titles,
  ...images,
  ...sourceUrls,
  ...nutritionCases,
  ...videoUrls,
  ...lineListCases('ingredients'),
  ...lineListCases('instructions'),
  ...choices,
  ...unknownFields,
];
