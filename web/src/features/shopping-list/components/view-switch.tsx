// By recipe or combined: a pair of real radio buttons drawn as one switch.
import type { ListView } from '../list-sections';

const VIEWS: { view: ListView; label: string }[] = [
  { view: 'recipes', label: 'By recipe' },
  { view: 'combined', label: 'Combined' },
];

export function ViewSwitch({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  return (
    <fieldset className="flex rounded-lg border border-stone-300 bg-white p-1">
      <legend className="sr-only">Show the list</legend>
      {VIEWS.map((option) => (
        <label
          key={option.view}
          className="cursor-pointer rounded-md px-3 py-1.5 text-sm font-semibold text-stone-800 has-[:checked]:bg-orange-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-orange-700"
        >
          <input
            type="radio"
            name="shopping-list-view"
            value={option.view}
            checked={view === option.view}
            onChange={() => onChange(option.view)}
            className="sr-only"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
