// The Add to meal plan button once Auth has answered (loaded lazily by
// add-to-meal-plan.tsx, with reactfire): a visitor's, or a signed-in cook's,
// whose press asks for the day (the next one without a dinner), the meal
// (dinner) and the servings (those shown), then plans the recipe.
import { Link } from '@tanstack/react-router';
import { type Meal, MEAL_PLAN_LIMITS } from '@recipe-book/schema/meal-plan-constants';
import { localDate, mondayOf } from '@recipe-book/schema/calendar-date';
import { type FormEvent, useState } from 'react';
import { useSigninCheck } from 'reactfire';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextInput } from '@/components/ui/form-fields';
import { notify } from '@/components/ui/toast';
import { type ListPlace, ownPlace, type PlaceUser, readListPlace } from '@/lib/list-place';
import { useDataChanged } from '@/lib/use-data-changed';
import { addMealPlanEntries } from '../api/add-meal-plan-entries';
import { readFreeDinnerDate } from '../api/read-free-dinner';
import { dayChoices } from '../day-names';
import { type AddToMealPlanProps, PlanButton, SignedOutPlan } from './add-to-meal-plan';
import { servingsOf } from './edit-entry-dialog';
import { dateOfDay, SlotFields } from './slot-fields';
import { slotName, writeFailure } from './use-planner-actions';

/** Weeks the day can be chosen from, from this one. */
const WEEKS_OFFERED = 5;

export default function PlanForCook(props: AddToMealPlanProps) {
  const { status, data } = useSigninCheck();
  if (status !== 'success') return <PlanButton recipeId={props.recipe.id} />;
  if (!data.signedIn) return <SignedOutPlan recipeId={props.recipe.id} />;
  return <CookPlan {...props} user={data.user} />;
}

function PlannedMessage({ title, where, monday }: { title: string; where: string; monday: string }) {
  return (
    <span>
      Planned “{title}” for {where}.{' '}
      <Link to="/mealPlan" search={{ week: monday }} className="underline underline-offset-2">
        View meal plan
      </Link>
    </span>
  );
}

function CookPlan({ recipe, servings, user }: AddToMealPlanProps & { user: PlaceUser }) {
  const [planned, setPlanned] = useState<{ place: ListPlace; day: string }>();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    const today = localDate();
    // The plan is the household's while the cook is in one. Offline with nothing cached, the suggestion is simply today.
    const place = await readListPlace(user).catch(() => ownPlace(user.uid));
    setPlanned({ place, day: await readFreeDinnerDate(place, today).catch(() => today) });
    setBusy(false);
  };
  return (
    <>
      <PlanButton recipeId={recipe.id} busy={busy} onPress={() => void open()} />
      {planned && <PlanDialog recipe={recipe} servings={servings} {...planned} onClose={() => setPlanned(undefined)} />}
    </>
  );
}

interface PlanDialogProps extends AddToMealPlanProps {
  place: ListPlace;
  /** The day suggested: the next one without a dinner. */
  day: string;
  onClose: () => void;
  /** Puts the entry on the plan: the real write, unless a test hands in its own. */
  add?: typeof addMealPlanEntries;
}

/** The day, meal and servings to plan the recipe for; a refusal (a full plan, a bad number) is said under the servings. */
export function PlanDialog({
  recipe,
  servings,
  place,
  day: suggested,
  onClose,
  add = addMealPlanEntries,
}: PlanDialogProps) {
  const dataChanged = useDataChanged();
  const [day, setDay] = useState(suggested);
  const [meal, setMeal] = useState<Meal>('dinner');
  const [count, setCount] = useState(String(servings));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const slot = { date: dateOfDay(day), meal };
    try {
      const entry = { ...slot, recipeId: recipe.id, recipeTitle: recipe.title, servings: servingsOf(count), note: '' };
      // Last in its meal: a planned recipe's position only orders a meal's entries.
      const outcome = await add(place, [{ ...entry, position: Date.now() }]);
      dataChanged();
      const monday = mondayOf(slot.date ?? localDate());
      if (outcome === 'sent')
        notify.success(<PlannedMessage title={recipe.title} where={slotName(slot)} monday={monday} />);
      onClose();
    } catch (failure) {
      setError(writeFailure(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} title={`Plan “${recipe.title}”`}>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <SlotFields
          choices={dayChoices(mondayOf(localDate()), WEEKS_OFFERED)}
          day={day}
          meal={meal}
          onDay={setDay}
          onMeal={setMeal}
        />
        <TextInput
          label="Servings"
          inputMode="numeric"
          hint={`A whole number from ${MEAL_PLAN_LIMITS.servings.min} to ${MEAL_PLAN_LIMITS.servings.max}.`}
          value={count}
          onChange={(event) => {
            setCount(event.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            Add to meal plan
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
