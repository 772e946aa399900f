// The durations in a recipe's step, where they are in its text, so that the
// recipe page can turn each into a timer button in place: "simmer for 20
// minutes", "1½ hours", "10–12 min", "an hour and a half", "1 hr 15 min",
// "45 secs", "a 10-minute rest". A range counts its lower end (the earliest
// moment to look), and says it is a range. Numbers without a unit of time
// ("350 °F", "2 cups", "Step 3") and vague amounts ("a few minutes") are not
// durations. Pure, so the server and the browser render the same buttons.

export interface StepDuration {
  /** Where the duration starts and ends in the step's text (end exclusive). */
  start: number;
  end: number;
  /** The duration as written: "10–12 min". */
  text: string;
  /** The timer's length in seconds: the lower end of a range. */
  seconds: number;
  isRange: boolean;
  /** The upper end of a range, in seconds (equal to `seconds` when not a range). */
  upperSeconds: number;
}

const FRACTION_CHARACTERS: Readonly<Record<string, number>> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅛': 1 / 8,
};

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  'twenty-five': 25,
  thirty: 30,
  'forty-five': 45,
  forty: 40,
  sixty: 60,
  ninety: 90,
};

const UNIT_SECONDS: readonly [pattern: RegExp, seconds: number][] = [
  [/^h/i, 3600],
  [/^m/i, 60],
  [/^s/i, 1],
];

const FRACTION = `[${Object.keys(FRACTION_CHARACTERS).join('')}]`;
const SLASHED = String.raw`\d{1,2}/\d{1,2}`;
// Longest words first, so that "forty-five" is not read as "forty".
const WORD = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const NUMERAL = String.raw`\d+(?:\.\d+)?(?:\s?(?:${FRACTION}|${SLASHED}))?|${FRACTION}|${SLASHED}`;
/** How much of a unit: "20", "1.5", "1½", "1 ½", "1 1/2", "½", "1/2", "twenty", or "a" / "an" ("an hour"). */
const AMOUNT = String.raw`(?:${NUMERAL}|(?:${WORD}|an?)\b)`;
/** A range's lower end ("10" of "10–12 min"); "forty" of "forty-five" is not one. */
const LOWER = String.raw`(?:${NUMERAL}|(?:${WORD})\b(?!-[a-z]))`;
const UNIT = String.raw`(?:hours?|hrs?|h|minutes?|mins?|seconds?|secs?)\b`;
const RANGE_JOIN = String.raw`\s*(?:–|—|-|to|or)\s*`;
const AND_A_HALF = String.raw`\s+and\s+a\s+half`;

/**
 * One duration of one unit: an optional unit-less lower end ("10–"), then
 * "half an hour" / "a half hour", or an amount ("an", "1½", "one and a half")
 * with its unit and an optional "and a half" after it ("an hour and a half").
 */
const SINGLE = new RegExp(
  String.raw`(?<![\w./½⅓⅔¼¾⅛])` +
    String.raw`(?:(?<lower>${LOWER})${RANGE_JOIN}(?=${AMOUNT}(?:${AND_A_HALF})?[\s-]*${UNIT}))?` +
    String.raw`(?<single>(?<half>half\s+an?\s+|a\s+half[\s-]+)(?<halfUnit>hour|minute)\b` +
    String.raw`|(?<amount>${AMOUNT})(?<halfBefore>${AND_A_HALF})?[\s-]*(?<unit>${UNIT})(?<halfAfter>${AND_A_HALF}\b)?)`,
  'gi',
);

/** What joins an hour to its minutes ("1 hr 15 min", "1 hour, 15 minutes", "an hour and 15 minutes"). */
const COMPOUND_JOIN = /^,?\s+(?:and\s+)?$/i;
/** What joins two durations with units into a range ("45 minutes to 1 hour"). */
const UNIT_RANGE_JOIN = new RegExp(`^${RANGE_JOIN}$`, 'i');

function amountValue(written: string): number {
  const text = written.trim().toLowerCase();
  if (text === 'a' || text === 'an') return 1;
  const word = NUMBER_WORDS[text];
  if (word !== undefined) return word;
  const match = /^(\d+(?:\.\d+)?)?\s?(?:(\S)|(\d{1,2})\/(\d{1,2}))?$/.exec(text);
  if (!match) return Number.NaN;
  const [, whole, character, numerator, denominator] = match;
  const fraction = character
    ? (FRACTION_CHARACTERS[character] ?? Number.NaN)
    : numerator && denominator
      ? Number(numerator) / Number(denominator)
      : 0;
  return (whole ? Number(whole) : 0) + fraction;
}

const unitSeconds = (unit: string) => UNIT_SECONDS.find(([pattern]) => pattern.test(unit))?.[1] ?? Number.NaN;

function readSingle(match: RegExpExecArray): StepDuration | null {
  const { lower, single = '', half, halfUnit, amount, halfBefore, unit, halfAfter } = match.groups ?? {};
  const perUnit = unitSeconds(halfUnit ?? unit ?? '');
  const value = half ? 0.5 : amountValue(amount ?? '') + (halfBefore || halfAfter ? 0.5 : 0);
  const upperSeconds = Math.round(value * perUnit);
  if (!(upperSeconds > 0)) return null;
  const end = match.index + match[0].length;
  const lowerSeconds = lower === undefined ? Number.NaN : Math.round(amountValue(lower) * perUnit);
  if (!(lowerSeconds > 0 && lowerSeconds <= upperSeconds)) {
    // No range ("Step 5 - 2 minutes"): the duration alone.
    return { start: end - single.length, end, text: single, seconds: upperSeconds, isRange: false, upperSeconds };
  }
  return {
    start: match.index,
    end,
    text: match[0],
    seconds: lowerSeconds,
    isRange: lowerSeconds < upperSeconds,
    upperSeconds,
  };
}

/** The biggest unit a duration was written in: to tell "1 hr" + "15 min" (one duration) from "15 min" + "1 hr". */
const leadingUnit = (duration: StepDuration) =>
  unitSeconds(/(hours?|hrs?|h|minutes?|mins?|seconds?|secs?)\b/i.exec(duration.text)?.[1] ?? '');

/** `first` and `second` as one duration, when the text between them makes them one. */
function join(step: string, first: StepDuration, second: StepDuration): StepDuration | null {
  const between = step.slice(first.end, second.start);
  const spanning = { start: first.start, end: second.end, text: step.slice(first.start, second.end) };
  if (!first.isRange && !second.isRange && COMPOUND_JOIN.test(between) && leadingUnit(first) > leadingUnit(second)) {
    const seconds = first.seconds + second.seconds;
    return { ...spanning, seconds, isRange: false, upperSeconds: seconds };
  }
  if (UNIT_RANGE_JOIN.test(between) && first.seconds < second.upperSeconds) {
    return { ...spanning, seconds: first.seconds, isRange: true, upperSeconds: second.upperSeconds };
  }
  return null;
}

/** Every duration in `step`, in order, none overlapping. */
export function findStepDurations(step: string): StepDuration[] {
  const found: StepDuration[] = [];
  for (const match of step.matchAll(SINGLE)) {
    const duration = readSingle(match);
    if (!duration) continue;
    const previous = found.at(-1);
    const joined = previous && join(step, previous, duration);
    if (joined) found[found.length - 1] = joined;
    else found.push(duration);
  }
  return found;
}
