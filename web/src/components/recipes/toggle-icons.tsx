// The heart and bookmark of the like and wishlist toggles; filled when on.
// Decorative: the buttons carry the words.

interface IconProps {
  filled: boolean;
  className?: string;
}

function ToggleIcon({ filled, className = 'size-5', path }: IconProps & { path: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={path} />
    </svg>
  );
}

const HEART =
  'M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z';
const BOOKMARK = 'M6 3.5h12v17l-6-4.2-6 4.2z';

export const HeartIcon = (props: IconProps) => <ToggleIcon {...props} path={HEART} />;
export const BookmarkIcon = (props: IconProps) => <ToggleIcon {...props} path={BOOKMARK} />;
