import { Link } from '@tanstack/react-router';
import { LogoMark } from './logo-mark';

export function Logo() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
    >
      <LogoMark className="size-8" />
      {/* On phones only the icon shows; the name stays for screen readers. */}
      <span className="max-sm:sr-only">
        Recipe<span className="text-orange-700">Book</span>
      </span>
    </Link>
  );
}
