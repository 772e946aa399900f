// Dates are calendar days: read them in UTC so no time zone moves them a day.
const DATE_FORMAT = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });

/** A post's date, machine-readable and in words. */
export function PostDate({ date }: { date: string }) {
  return <time dateTime={date}>{DATE_FORMAT.format(new Date(date))}</time>;
}
