// The page-sized word for something that is not there to show (an unknown or
// private recipe or collection, or one removed while open), with the ways on:
// All Recipes and Home. One layout for every such page.
import { Link } from '@tanstack/react-router';
import { buttonClass } from './button';

interface NotFoundMessageProps {
  title: string;
  text: string;
  /** Announced to a screen reader: it replaced, as it happened, a page that was being read. */
  announce?: boolean;
}

export function NotFoundMessage({ title, text, announce = false }: NotFoundMessageProps) {
  return (
    <div
      role={announce ? 'status' : undefined}
      className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center"
    >
      <h1 className="text-3xl font-bold text-stone-900">{title}</h1>
      <p className="text-stone-700">{text}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to="/allRecipes" className={buttonClass('primary')}>
          Browse all recipes
        </Link>
        <Link to="/" className={buttonClass('secondary')}>
          Go home
        </Link>
      </div>
    </div>
  );
}
