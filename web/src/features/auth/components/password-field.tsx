import { PASSWORD_RULE } from '@recipe-book/schema/constants';
import { useState, type ComponentProps } from 'react';
import { Field } from '@/components/ui/field';

type PasswordFieldProps = Omit<ComponentProps<typeof Field>, 'type' | 'label' | 'hint'>;

/** Password input with the real rule as its hint and a show/hide switch. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Field {...props} label="Password" type={visible ? 'text' : 'password'} hint={`${PASSWORD_RULE.hint}.`} />
      <button
        type="button"
        onClick={() => setVisible(!visible)}
        aria-pressed={visible}
        className="absolute top-0 right-0 rounded px-1 text-xs font-semibold text-orange-800 hover:underline focus-visible:outline-2 focus-visible:outline-orange-700"
      >
        {visible ? 'Hide password' : 'Show password'}
      </button>
    </div>
  );
}
