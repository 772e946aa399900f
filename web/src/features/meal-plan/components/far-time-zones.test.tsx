// The planner's dates are days, not instants: in the time zones furthest ahead of UTC
// (Pacific/Kiritimati, UTC+14) and behind it (America/Los_Angeles) a Monday entry shows on Monday,
// the week is headed by its Monday, and the week links open the weeks before and after.
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import type { MealPlanEntry } from '../meal-plan-entry';
import { weekShown } from '../week-search';
import { PlannerWeek } from './meal-planner';
import { WeekNav } from './week-nav';

const MONDAY = '2026-11-23';

const mondayDinner: MealPlanEntry = {
  id: 'e1',
  date: MONDAY,
  meal: 'dinner',
  recipeId: 'curry',
  recipeTitle: 'Lentil curry',
  servings: 2,
  note: '',
  position: 1,
  createdAt: new Date(0),
  updatedAt: new Date(0),
};

describe.each([
  ['Pacific/Kiritimati', -14 * 60],
  ['America/Los_Angeles', 8 * 60],
])('in %s', (timeZone, offsetMinutes) => {
  const machineZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = timeZone;
  });
  afterAll(() => {
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });

  it('shows a Monday entry on Monday, in the week of that Monday, with links to the weeks around it', async () => {
    // The clock really is in that zone, 14 hours ahead of UTC or 8 behind.
    expect(new Date(`${MONDAY}T12:00:00Z`).getTimezoneOffset()).toBe(offsetMinutes);
    // A link to Thursday's date stands for its week.
    const monday = weekShown('2026-11-26') ?? '';
    expect(monday).toBe(MONDAY);
    await renderWithRouter(
      <>
        <WeekNav monday={monday} thisMonday="2026-11-30" />
        <PlannerWeek
          uid="pat"
          member={undefined}
          monday={monday}
          today="2026-11-30"
          week={[mondayDinner]}
          someday={[]}
          actions={{
            add: vi.fn(),
            move: vi.fn(),
            duplicate: vi.fn(),
            edit: vi.fn(),
            remove: vi.fn(),
            copyWeek: vi.fn(),
          }}
          trip={{ shop: vi.fn(), busy: undefined }}
          useRecipe={() => ({ image: undefined })}
        />
      </>,
      { path: '/mealPlan?week=2026-11-26' },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Week of November 23, 2026' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Monday, November 23');
    expect(
      within(screen.getByRole('region', { name: 'Monday, November 23, dinner' })).getByRole('link', {
        name: 'Lentil curry',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Next week/ })).toHaveAttribute('href', '/mealPlan?week=2026-11-30');
    expect(screen.getByRole('link', { name: /Previous week/ })).toHaveAttribute('href', '/mealPlan?week=2026-11-16');
  });
});
