// A form of one text field whose check is downloaded on first use (the token
// name on Settings, an item typed into the shopping list). One field, so plain
// state rather than a form library: react-hook-form would add 14 kB to pages
// that are at their JavaScript budget. The check is preloaded when the cook
// points at or focuses the form (lib/lazy-action.ts); a refusal is said under
// the field, which gets the focus back, and what was typed is kept.
import { type FormEvent, useRef, useState } from 'react';
import { DownloadFailed, type LazyAction } from './lazy-action';

/** What a check answers: the accepted value, or why the text was refused. */
type Checked<Accepted> = Accepted | { error: string };

interface OneFieldFormOptions<Accepted> {
  check: LazyAction<(text: string) => Checked<Accepted>>;
  /** Does what the form is for; a throw is described by `describeFailure`. */
  submit: (accepted: Accepted) => Promise<void>;
  describeFailure: (failure: unknown) => string;
  /** Said when the check itself could not be downloaded (offline, say). */
  notDownloaded: string;
  /** Keeps the focus in the field after a success, ready for the next entry. */
  refocusAfterSubmit?: boolean;
  /** What the field holds at first: the current value of what is being changed (a household's name). */
  initialText?: string;
}

export function useOneFieldForm<Accepted extends object>({
  check,
  submit,
  describeFailure,
  notDownloaded,
  refocusAfterSubmit = false,
  initialText = '',
}: OneFieldFormOptions<Accepted>) {
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const refuse = (message: string) => {
    setError(message);
    field.current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const checked = await check(text);
      if ('error' in checked) return refuse(checked.error);
      await submit(checked);
      setText('');
      setError(undefined);
      if (refocusAfterSubmit) field.current?.focus();
    } catch (failure) {
      refuse(failure instanceof DownloadFailed ? notDownloaded : describeFailure(failure));
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    /** Spread on the <form>. */
    form: {
      onSubmit: (event: FormEvent) => void onSubmit(event),
      onPointerEnter: check.preload,
      onFocus: check.preload,
      noValidate: true,
    },
    /** Spread on the one TextInput. */
    field: {
      ref: field,
      value: text,
      onChange: (event: { target: { value: string } }) => {
        setText(event.target.value);
        // What was said no longer fits what is typed now; the next submit checks again.
        setError(undefined);
      },
      error,
    },
  };
}
