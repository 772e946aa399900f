// A post's date is a calendar day (lib/date-in-words.ts reads it in UTC).
import { dateInWords } from '@/lib/date-in-words';

/** A post's date, machine-readable and in words. */
export function PostDate({ date }: { date: string }) {
  return <time dateTime={date}>{dateInWords(new Date(date))}</time>;
}
