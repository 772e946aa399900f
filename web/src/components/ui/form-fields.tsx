// The forms' controls (Add/Update recipe, the review form). Each one is
// labelled, linked to its hint and its message (aria-describedby), marked
// invalid, and the message is a live alert so a screen reader announces it
// when it appears.
import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

interface FrameProps {
  label: string;
  error?: string | undefined;
  hint?: string;
}

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

function controlClass(error: string | undefined): string {
  return [
    'w-full rounded-lg border bg-white px-3 py-2 text-stone-900 shadow-sm',
    'focus:outline-2 focus:outline-offset-1 focus:outline-orange-700',
    'read-only:bg-stone-100 read-only:text-stone-600',
    error ? 'border-red-600' : 'border-stone-300',
  ].join(' ');
}

/** A control's hint and message, with the ids `describedBy` links. */
export function FieldMessages({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: string | undefined;
  error?: string | undefined;
}) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
        {error}
      </p>
    </>
  );
}

/** The ids of the hint and message that describe control `id`. */
export function describedBy(id: string, { hint, error }: Pick<FrameProps, 'hint' | 'error'>): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** Label above, the control, then its hint and message. */
function Frame({ label, error, hint, control }: FrameProps & { control: (props: ControlProps) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, { error, hint }),
        className: controlClass(error),
      })}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

type InputProps = FrameProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function TextInput({ label, error, hint, ...input }: InputProps) {
  return (
    <Frame label={label} error={error} hint={hint} control={(props) => <input type="text" {...input} {...props} />} />
  );
}

type TextAreaProps = FrameProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function TextArea({ label, error, hint, ...textarea }: TextAreaProps) {
  return (
    <Frame
      label={label}
      error={error}
      hint={hint}
      control={(props) => <textarea rows={4} {...textarea} {...props} />}
    />
  );
}

type SelectProps = FrameProps &
  SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement>; options: readonly string[] };

export function Select({ label, error, hint, options, ...select }: SelectProps) {
  return (
    <Frame
      label={label}
      error={error}
      hint={hint}
      control={(props) => (
        <select {...select} {...props}>
          {options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      )}
    />
  );
}

interface CheckboxGroupProps extends FrameProps {
  options: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
  onBlur: () => void;
  /** React Hook Form focuses the first box when the group is invalid. */
  firstRef: Ref<HTMLInputElement>;
}

/** A multi-select as a group of check boxes, in the order of `options`. */
export function CheckboxGroup({ label, error, hint, options, value, onChange, onBlur, firstRef }: CheckboxGroupProps) {
  const id = useId();
  const toggle = (option: string, checked: boolean) =>
    onChange(options.filter((item) => (item === option ? checked : value.includes(item))));
  return (
    <fieldset
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, { error, hint })}
      className="flex flex-col gap-1"
    >
      <legend className="mb-1 text-sm font-medium text-stone-800">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option, index) => (
          <label
            key={option}
            className="flex cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm text-stone-800 has-[:checked]:border-orange-700 has-[:checked]:bg-orange-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-orange-700"
          >
            <input
              ref={index === 0 ? firstRef : undefined}
              type="checkbox"
              checked={value.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
              onBlur={onBlur}
              className="size-4 accent-orange-700"
            />
            {option}
          </label>
        ))}
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </fieldset>
  );
}
