// A meal of a day (or of Someday): its entries in order, an Add button, and a
// drop zone for an entry dragged from elsewhere.
import { type DragEvent, type ReactNode, useState } from 'react';
import { MEAL_LABELS, type Slot } from '../meal-plan-entry';
import { ENTRY_DRAG_TYPE } from './entry-card';
import { slotName } from './use-planner-actions';

interface MealSlotProps {
  slot: Slot;
  onDropEntry: (entryId: string) => void;
  onAdd: () => void;
  children: ReactNode;
}

const carriesEntry = (event: DragEvent) => event.dataTransfer.types.includes(ENTRY_DRAG_TYPE);

export function MealSlot({ slot, onDropEntry, onAdd, children }: MealSlotProps) {
  const [over, setOver] = useState(false);
  return (
    <section
      aria-label={slotName(slot)}
      data-slot={`${slot.date ?? 'someday'} ${slot.meal}`}
      onDragOver={(event) => {
        if (!carriesEntry(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        const id = event.dataTransfer.getData(ENTRY_DRAG_TYPE);
        if (!id) return;
        event.preventDefault();
        onDropEntry(id);
      }}
      className={`flex flex-col gap-1 rounded-lg p-1.5 ${over ? 'bg-orange-100 outline-2 outline-orange-600 outline-dashed' : ''}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{MEAL_LABELS[slot.meal]}</h4>
        <button
          type="button"
          onClick={onAdd}
          aria-label={`Add to ${slotName(slot)}`}
          className="rounded-md px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-orange-800 hover:bg-orange-50 focus-visible:outline-2 focus-visible:outline-orange-700"
        >
          + Add
        </button>
      </div>
      <ul className="flex min-h-6 flex-col gap-1.5">{children}</ul>
    </section>
  );
}
