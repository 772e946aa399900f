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

/**
 * A text input, not `type="url"`: the field also takes a picture of the site
 * by its path ("/images/…"), which a url input calls invalid, and
 * `autocomplete="photo"` (its purpose, WCAG 1.3.5) fits a text input for the
 * HTML standard and for pa11y's HTML_CodeSniffer alike (whose 1.3.5 check
 * rejects "photo" on a url input). `inputMode` still brings the phone's URL
 * keyboard, nothing capitalises or corrects the address, and the schema checks it.
 */
export function PhotoUrlField(props: AccountFieldProps) {
  return (
    <Field
      label="Photo URL"
      type="text"
      inputMode="url"
      autoComplete="photo"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      placeholder="https://…"
      {...props}
    />
  );
}
