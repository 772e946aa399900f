// The Meal plan page: a week of real dates, Monday first, today marked, each
// day's meals in order; Someday for what has no date yet. Read live through
// Firestore's persistent cache, the week shown and the next one (both stay
// cached, for a kitchen without signal); changes show at once, offline too.
import { MEALS } from '@recipe-book/schema/meal-plan-constants';
import { addDays, localDate, mondayOf, weekDates } from '@recipe-book/schema/calendar-date';
import { isSignedByOther, type Signer } from '@recipe-book/schema/signer';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { PageSpinner } from '@/components/ui/spinner';
import type { ListPlace, PlaceUser, UseListPlace } from '@/lib/list-place';
import { PlaceBoundary } from '@/lib/place-boundary';
import { WithFirestore } from '@/lib/firebase-providers';
import { useDatedEntries, useSomedayEntries } from '../api/use-meal-plan';
import { dayChoices, dayName } from '../day-names';
import type { MealPlanEntry, Slot } from '../meal-plan-entry';
import { type EntryCommand, EntryCard, type UsePlannedRecipe } from './entry-card';
import { MealSlot } from './meal-slot';
import { type PlannerActions, usePlannerActions } from './use-planner-actions';
import { type ShoppingListPort, useShoppingTrip } from './use-shopping-trip';
import { WeekNav } from './week-nav';

const LOADING_LABEL = 'Loading your meal plan…';

// The dialogs (adding with the recipe search, moving, editing, copying a week)
// download when one opens, as the Update Recipe dialog does; the service
// worker keeps them for a planner opened offline.
const AddEntryDialog = lazy(() => import('./add-entry-dialog').then((module) => ({ default: module.AddEntryDialog })));
const SlotDialog = lazy(() => import('./slot-dialog').then((module) => ({ default: module.SlotDialog })));
const EditEntryDialog = lazy(() =>
  import('./edit-entry-dialog').then((module) => ({ default: module.EditEntryDialog })),
);
const CopyWeekDialog = lazy(() => import('./copy-week-dialog').then((module) => ({ default: module.CopyWeekDialog })));

type OpenDialog =
  | { kind: 'add'; slot: Slot }
  | { kind: 'move' | 'copy' | 'edit'; entry: MealPlanEntry }
  | { kind: 'copy-week' }
  | undefined;

/** Reads the week after the one shown and shows nothing: its listener keeps it in the cache for offline use. */
function KeepWeekCached({ place, monday }: { place: ListPlace; monday: string }) {
  useDatedEntries(place, monday, addDays(monday, 6));
  return null;
}

interface LivePlannerProps {
  uid: string;
  place: ListPlace;
  monday: string;
  today: string;
  shoppingList: ShoppingListPort;
}

function LivePlanner({ uid, place, monday, today, shoppingList }: LivePlannerProps) {
  const week = useDatedEntries(place, monday, weekDates(monday)[6] ?? monday);
  const someday = useSomedayEntries(place);
  const actions = usePlannerActions(place, [...(week ?? []), ...(someday ?? [])]);
  const trip = useShoppingTrip(place, shoppingList);
  if (!week || !someday) return <PageSpinner label={LOADING_LABEL} />;
  return (
    <>
      <KeepWeekCached place={place} monday={addDays(monday, 7)} />
      <PlannerWeek
        uid={uid}
        member={place.member}
        monday={monday}
        today={today}
        week={week}
        someday={someday}
        actions={actions}
        trip={trip}
      />
    </>
  );
}

export interface PlannerWeekProps {
  /** The signed-in cook (the Add dialog searches their recipes too). */
  uid: string;
  /** In a household, the cook themself: entries name only the other members who added them. */
  member: Signer | undefined;
  /** The week's Monday, and today, as `YYYY-MM-DD`. */
  monday: string;
  today: string;
  /** The week's dated entries, and those without a date. */
  week: readonly MealPlanEntry[];
  someday: readonly MealPlanEntry[];
  actions: PlannerActions;
  /** The recipe behind each planned entry (the entry card's own live read, unless a test hands in its own). */
  useRecipe?: UsePlannedRecipe;
  /** Puts entries on the shopping list (use-shopping-trip.ts); `busy` names the button at work. */
  trip: {
    shop: (entries: readonly MealPlanEntry[], what: string, key: string) => Promise<void>;
    busy: string | undefined;
  };
}

/** The week as its entries are now: its days, each meal's entries, Someday, the shopping buttons and the dialogs. */
export function PlannerWeek({ uid, member, monday, today, week, someday, actions, trip, useRecipe }: PlannerWeekProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<OpenDialog>();
  const dates = weekDates(monday);
  const known = [...week, ...someday];

  const close = () => setDialog(undefined);
  const choices = dayChoices(addDays(monday, -7), 6);
  const chosen = known.filter((entry) => selected.has(entry.id));
  const select = (entry: MealPlanEntry, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(entry.id);
      else next.delete(entry.id);
      return next;
    });
  const command = (entry: MealPlanEntry, what: EntryCommand) =>
    what === 'delete' ? void actions.remove(entry) : setDialog({ kind: what, entry });
  const dropOn = (slot: Slot) => (id: string) => {
    const entry = known.find((candidate) => candidate.id === id);
    if (entry && (entry.date !== slot.date || entry.meal !== slot.meal)) actions.move(entry, slot);
  };
  const slotOf = (slot: Slot, entries: readonly MealPlanEntry[]) => (
    <MealSlot key={slot.meal} slot={slot} onDropEntry={dropOn(slot)} onAdd={() => setDialog({ kind: 'add', slot })}>
      {entries
        .filter((entry) => entry.meal === slot.meal)
        .map((entry) => (
          <EntryCard
            key={entry.id}
            entry={entry}
            selected={selected.has(entry.id)}
            onSelect={(on) => select(entry, on)}
            onCommand={(what) => command(entry, what)}
            addedBy={isSignedByOther(entry.addedBy, entry.addedByUid, member) ? entry.addedBy : undefined}
            useRecipe={useRecipe}
          />
        ))}
    </MealSlot>
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-2">
        <Button busy={trip.busy === 'week'} onClick={() => void trip.shop(week, 'this week', 'week')}>
          Add week to shopping list
        </Button>
        <Button
          variant="secondary"
          disabled={chosen.length === 0}
          busy={trip.busy === 'selected'}
          onClick={() => void trip.shop(chosen, 'the selected entries', 'selected')}
        >
          Add selected to shopping list ({chosen.length})
        </Button>
        <Button variant="secondary" disabled={week.length === 0} onClick={() => setDialog({ kind: 'copy-week' })}>
          Copy week…
        </Button>
      </div>
      <ol className="grid gap-3 lg:grid-cols-7">
        {dates.map((date) => {
          const day = week.filter((entry) => entry.date === date);
          const isToday = date === today;
          return (
            <li
              key={date}
              aria-current={isToday ? 'date' : undefined}
              className={`flex flex-col gap-2 rounded-xl border bg-stone-50 p-2 ${isToday ? 'border-orange-600 ring-2 ring-orange-600' : 'border-stone-200'}`}
            >
              <div className="flex items-baseline justify-between gap-2 px-1">
                <h3 className="font-semibold text-stone-900">
                  {dayName(date)}
                  {isToday && (
                    <span className="ml-2 rounded-full bg-orange-700 px-2 py-0.5 text-xs font-semibold text-white">
                      Today
                    </span>
                  )}
                </h3>
              </div>
              {MEALS.map((meal) => slotOf({ date, meal }, day))}
              <button
                type="button"
                disabled={day.length === 0 || trip.busy !== undefined}
                onClick={() => void trip.shop(day, dayName(date), date)}
                className="mt-auto rounded-md px-2 py-1 text-left text-xs font-semibold text-orange-800 hover:bg-orange-50 focus-visible:outline-2 focus-visible:outline-orange-700 disabled:text-stone-500 disabled:hover:bg-transparent"
              >
                Shop for this day<span className="sr-only"> ({dayName(date)})</span>
              </button>
            </li>
          );
        })}
      </ol>
      <section aria-labelledby="someday-heading" className="rounded-xl border border-stone-200 bg-stone-50 p-3">
        <h3 id="someday-heading" className="font-semibold text-stone-900">
          Someday
        </h3>
        <p className="text-sm text-stone-700">
          Meals and notes without a date yet. Drag them to a day, or use Move to….
        </p>
        <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {MEALS.map((meal) => slotOf({ date: null, meal }, someday))}
        </div>
      </section>
      <Suspense fallback={null}>
        {dialog?.kind === 'add' && <AddEntryDialog uid={uid} slot={dialog.slot} onAdd={actions.add} onClose={close} />}
        {(dialog?.kind === 'move' || dialog?.kind === 'copy') && (
          <SlotDialog
            entry={dialog.entry}
            mode={dialog.kind}
            choices={choices}
            onChoose={(slot) => (dialog.kind === 'move' ? actions.move : actions.duplicate)(dialog.entry, slot)}
            onClose={close}
          />
        )}
        {dialog?.kind === 'edit' && (
          <EditEntryDialog
            entry={dialog.entry}
            onSave={(changes) => actions.edit(dialog.entry, changes)}
            onClose={close}
          />
        )}
        {dialog?.kind === 'copy-week' && (
          <CopyWeekDialog
            monday={monday}
            count={week.length}
            onCopy={(toMonday) => actions.copyWeek(week, monday, toMonday)}
            onClose={close}
          />
        )}
      </Suspense>
    </div>
  );
}

function PlacedPlanner({
  user,
  usePlace,
  ...week
}: Omit<LivePlannerProps, 'uid' | 'place'> & Pick<MealPlannerProps, 'user' | 'usePlace'>) {
  const place = usePlace(user);
  if (!place) return <PageSpinner label={LOADING_LABEL} />;
  // Keyed by its query (the user's or household's week): another week's entries never show for a moment.
  return (
    <PlaceBoundary place={place} loading={<PageSpinner label={LOADING_LABEL} />}>
      <LivePlanner key={`${place.path}-${week.monday}`} uid={user.uid} place={place} {...week} />
    </PlaceBoundary>
  );
}

interface MealPlannerProps {
  user: PlaceUser;
  /** The cook's household's plan while they are in one, else their own. */
  usePlace: UseListPlace;
  /** The Monday of the week to show (the URL's); this week when absent. */
  week: string | undefined;
  shoppingList: ShoppingListPort;
}

export function MealPlanner({ user, usePlace, week, shoppingList }: MealPlannerProps) {
  // Today is the cook's own calendar day, read on their device.
  const [today] = useState(() => localDate());
  const thisMonday = mondayOf(today);
  const monday = week ?? thisMonday;
  return (
    <div className="flex flex-col gap-6">
      <WeekNav monday={monday} thisMonday={thisMonday} />
      <ErrorBoundary>
        <WithFirestore fallback={<PageSpinner label={LOADING_LABEL} />}>
          <PlacedPlanner user={user} usePlace={usePlace} monday={monday} today={today} shoppingList={shoppingList} />
        </WithFirestore>
      </ErrorBoundary>
    </div>
  );
}
