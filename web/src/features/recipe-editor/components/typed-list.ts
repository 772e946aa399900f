// A list's text box as the form reads it. A line still equal to one of the
// recipe's items as written (stored, or read from a page) stays one item,
// commas and full stops included ("1 onion, finely chopped"); whatever the
// cook typed is split as typed text always is (schema/src/text-lists.ts).

export function readTypedList(
  text: string,
  split: (typed: string) => string[],
  asWritten: readonly string[] = [],
): string[] {
  const written = new Set(asWritten);
  return text.split(/[\r\n]+/).flatMap((line) => (written.has(line.trim()) ? [line.trim()] : split(line)));
}
