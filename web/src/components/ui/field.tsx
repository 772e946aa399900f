import { useId, type InputHTMLAttributes, type Ref } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The validation message, shown under the field and announced with it. */
  error?: string | undefined;
  /** A standing hint (e.g. the password rule), linked to the input. */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error wired up for assistive tech. */
export function Field({ label, error, hint, id, type = 'text', className = '', ref, ...input }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={[
          'rounded-lg border bg-white px-3 py-2 text-stone-900 shadow-sm',
          'focus:outline-2 focus:outline-offset-1 focus:outline-orange-700',
          'read-only:bg-stone-100 read-only:text-stone-600',
          error ? 'border-red-600' : 'border-stone-300',
        ].join(' ')}
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
