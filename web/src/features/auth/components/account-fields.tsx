// The account fields shared by Register, Login and Edit Profile, labelled and
// typed the same everywhere.
import type { ComponentProps } from 'react';
import { Field } from '@/components/ui/field';

type AccountFieldProps = Omit<ComponentProps<typeof Field>, 'label' | 'type'>;

export function NameField(props: AccountFieldProps) {
  return <Field label="Name" autoComplete="name" {...props} />;
}

export function EmailField(props: AccountFieldProps) {
  return <Field label="E-mail" type="email" autoComplete="email" {...props} />;
}

export function PhotoUrlField(props: AccountFieldProps) {
  return <Field label="Photo URL" type="url" inputMode="url" placeholder="https://…" autoComplete="photo" {...props} />;
}
