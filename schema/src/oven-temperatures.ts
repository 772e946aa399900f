// Temperatures in a recipe's steps in °C or °F: "180°C", "350 F", "350 degrees F",
// "200 °C (180 °C fan)", "gas mark 4". The arithmetic is the `convert` library's;
// an oven temperature (100 °C / 212 °F and up) is rounded to what an oven dial
// shows (10 °C, 25 °F: 180 °C ↔ 350 °F, 220 °C ↔ 425 °F), anything cooler (proving
// dough, warm milk) to the whole °C or to 5 °F, as thermometer recipes write them
// (43 °C ↔ 110 °F). A step that heats an oven also
// shows the gas mark alongside ("350 °F (gas mark 4)"), once per step.
// Only the number and the scale change, written the way the cook wrote them
// ("180°C" → "350°F", "350 degrees F" → "180 degrees C"). A step that already
// gives both scales, or a temperature without one ("350 degrees"), stays as written.
import { convert } from 'convert';
import type { UnitSystem } from './unit-systems';

/** Gas marks and the °F they stand for (the UK's oven chart). */
const GAS_MARKS: readonly [mark: string, fahrenheit: number][] = [
  ['¼', 225],
  ['½', 250],
  ['1', 275],
  ['2', 300],
  ['3', 325],
  ['4', 350],
  ['5', 375],
  ['6', 400],
  ['7', 425],
  ['8', 450],
  ['9', 475],
];

/** "180", "160–180" or "350 to 375", then °, "deg" or "degrees", then the scale. */
const TEMPERATURE =
  /(?<![\d.,])(?:(\d{2,3})(\s?(?:–|-|to)\s?))?(\d{2,3})(\s?[°º˚]\s?|\s?deg(?:rees?|\.)?\s|\s)?(C|F|[Cc]elsius|[Ff]ahrenheit|[Cc]entigrade)\b/g;

/** "gas mark 4", "Gas 6", "gas mark ½", "gas mark 1/4". */
const GAS_MARK = /\bgas(?:\s+mark)?\s+(\d{1,2}|½|¼|1\/2|1\/4)(?![\d/])/i;

/** Steps that heat an oven; a deep-fryer at 180 °C has no gas mark. */
const OVEN = /\b(?:oven|bake|baking|roast|preheat|pre-heat|grill)/i;

const OVEN_FROM_CELSIUS = 100;
const OVEN_FROM_FAHRENHEIT = 212;

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

function toFahrenheit(celsius: number): number {
  const exact = convert(celsius, 'celsius').to('fahrenheit');
  return roundTo(exact, celsius >= OVEN_FROM_CELSIUS ? 25 : 5);
}

function toCelsius(fahrenheit: number): number {
  const exact = convert(fahrenheit, 'fahrenheit').to('celsius');
  return fahrenheit >= OVEN_FROM_FAHRENHEIT ? roundTo(exact, 10) : Math.round(exact);
}

/** The gas mark for an oven temperature in °F, if an oven chart has one near it. */
function gasMarkOf(fahrenheit: number): string | null {
  return GAS_MARKS.find(([, at]) => Math.abs(at - fahrenheit) <= 12)?.[0] ?? null;
}

function fahrenheitOfGasMark(mark: string): number | null {
  const written = mark.replace('1/2', '½').replace('1/4', '¼');
  return GAS_MARKS.find(([name]) => name === written)?.[1] ?? null;
}

const isCelsius = (scale: string) => !/^f/i.test(scale);

/** The scale named as the cook wrote it, in the other system: "C" → "F", "celsius" → "fahrenheit". */
function otherScale(scale: string): string {
  const other = isCelsius(scale) ? (scale.length === 1 ? 'F' : 'Fahrenheit') : scale.length === 1 ? 'C' : 'Celsius';
  return scale[0] === scale[0]?.toLowerCase() ? other.toLowerCase() : other;
}

/** The °F of a temperature as the step ends up showing it. */
const inFahrenheit = (value: number, celsius: boolean) => (celsius ? toFahrenheit(value) : value);

/**
 * The step with its temperatures in `system`: in metric,
 * `"Preheat the oven to 350°F."` → `"Preheat the oven to 180°C (gas mark 4)."`.
 */
export function convertStepTemperatures(step: string, system: UnitSystem): string {
  const found = [...step.matchAll(TEMPERATURE)];
  const scales = new Set(found.map((match) => isCelsius(match[5] ?? 'C')));
  if (scales.size > 1) return step;
  const wantCelsius = system === 'metric';
  const gasMark = GAS_MARK.exec(step);
  const heatsOven = OVEN.test(step);

  if (found.length === 0) {
    // "Bake at gas mark 6": the temperature is written before the mark.
    const fahrenheit = gasMark?.[1] ? fahrenheitOfGasMark(gasMark[1]) : null;
    if (!gasMark || fahrenheit === null) return step;
    const temperature = wantCelsius ? `${toCelsius(fahrenheit)} °C` : `${fahrenheit} °F`;
    return `${step.slice(0, gasMark.index)}${temperature} (${gasMark[0]})${step.slice(gasMark.index + gasMark[0].length)}`;
  }

  let text = '';
  let from = 0;
  let mark: string | null = null;
  for (const match of found) {
    const [whole, low, joiner = '', high = '', separator = '', scale = 'C'] = match;
    const celsius = isCelsius(scale);
    const change = (value: number) => (celsius ? toFahrenheit(value) : toCelsius(value));
    const written =
      celsius === wantCelsius
        ? whole
        : `${low === undefined ? '' : `${change(Number(low))}${joiner}`}${change(Number(high))}${separator}${otherScale(scale)}`;
    // The gas mark of the first temperature; "200 °C (180 °C fan)" is one setting.
    mark ??= gasMarkOf(inFahrenheit(Number(high), celsius));
    text += step.slice(from, match.index) + written;
    from = match.index + whole.length;
  }
  if (gasMark !== null || !heatsOven || mark === null) return text + step.slice(from);
  // After the last temperature, and after the brackets it is in: "200°C (180°C fan) (gas mark 6)".
  const closing = /^[^()]*\)/.exec(step.slice(from))?.[0] ?? '';
  return `${text}${closing} (gas mark ${mark})${step.slice(from + closing.length)}`;
}

/** A recipe's steps with their temperatures in `system`. */
export const convertSteps = (steps: readonly string[], system: UnitSystem): string[] =>
  steps.map((step) => convertStepTemperatures(step, system));
