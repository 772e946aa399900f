// The week shown, and the way to the previous, the next and this week. The
// week is the page's URL (`?week=` its Monday), so Back and a shared link
// open the same week.
import { Link } from '@tanstack/react-router';
import { addDays } from '@recipe-book/schema/calendar-date';
import { buttonClass } from '@/components/ui/button';
import { longDate } from '../day-names';

export function WeekNav({ monday, thisMonday }: { monday: string; thisMonday: string }) {
  return (
    <nav aria-label="Weeks" className="flex flex-wrap items-center gap-2">
      <h2 className="mr-auto text-xl font-semibold text-stone-900" aria-live="polite">
        Week of {longDate(monday)}
        {monday === thisMonday && <span className="ml-2 text-sm font-normal text-stone-600">(this week)</span>}
      </h2>
      <Link to="/mealPlan" search={{ week: addDays(monday, -7) }} className={buttonClass('secondary')}>
        <span aria-hidden="true">←</span> Previous week
      </Link>
      <Link
        to="/mealPlan"
        search={{ week: thisMonday }}
        aria-current={monday === thisMonday ? 'page' : undefined}
        className={buttonClass('secondary')}
      >
        This week
      </Link>
      <Link to="/mealPlan" search={{ week: addDays(monday, 7) }} className={buttonClass('secondary')}>
        Next week <span aria-hidden="true">→</span>
      </Link>
    </nav>
  );
}
