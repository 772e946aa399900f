// One line of the list: a real checkbox whose label is the whole row (a large
// target for a thumb in a shop), and a button that takes the line off.
import { isSignedByOther, type Signer } from '@recipe-book/schema/signer';
import { CloseIcon } from '@/components/ui/close-icon';
import type { ListLine } from '../list-sections';
import type { ListActions } from './use-list-actions';

/** The other members named by `field` on the line's items ("Alice, Bob"), or '' when none. */
function othersIn(line: ListLine, field: 'addedBy' | 'checkedBy', member: Signer | undefined): string {
  const names = line.items.flatMap((item) => {
    const name = item[field];
    return isSignedByOther(name, item[`${field}Uid`], member) ? [name] : [];
  });
  return [...new Set(names)].join(', ');
}

export function ListLineRow({ line, actions }: { line: ListLine; actions: ListActions }) {
  const several = line.fromRecipes.length > 1;
  // In a household: who else added the line, and who else ticked it.
  const addedBy = othersIn(line, 'addedBy', actions.member);
  const checkedBy = line.checked ? othersIn(line, 'checkedBy', actions.member) : '';
  return (
    <li className="flex items-stretch border-b border-stone-200 last:border-b-0" data-testid="shopping-line">
      <label className="flex min-h-14 flex-1 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 hover:bg-orange-50">
        <input
          type="checkbox"
          checked={line.checked}
          onChange={(event) => actions.tick(line, event.target.checked)}
          className="size-6 shrink-0 accent-orange-700"
        />
        <span className="flex min-w-0 flex-col">
          <span className={`break-words ${line.checked ? 'text-stone-600 line-through' : 'text-stone-900'}`}>
            {line.text}
          </span>
          {several && <span className="text-xs text-stone-600">From {line.fromRecipes.join(', ')}</span>}
          {(addedBy || checkedBy) && (
            <span className="text-xs text-stone-600">
              {[addedBy && `Added by ${addedBy}`, checkedBy && `Ticked by ${checkedBy}`].filter(Boolean).join(' · ')}
            </span>
          )}
        </span>
      </label>
      <button
        type="button"
        onClick={() => actions.removeLine(line)}
        aria-label={`Remove ${line.text}`}
        className="flex w-12 shrink-0 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-orange-700 print:hidden"
      >
        <CloseIcon />
      </button>
    </li>
  );
}
