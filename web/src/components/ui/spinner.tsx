interface SpinnerProps {
  size?: 'sm' | 'lg';
  /** Read by screen readers; pass '' when the surrounding text already says it. */
  label?: string;
}

export function Spinner({ size = 'lg', label = 'Loading…' }: SpinnerProps) {
  const box = size === 'sm' ? 'size-4 border-2' : 'size-10 border-4';
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <span
        aria-hidden="true"
        className={`${box} animate-spin rounded-full border-current border-t-transparent text-orange-700`}
      />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}

/** A spinner centred in the page area, for route and auth loading. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}
