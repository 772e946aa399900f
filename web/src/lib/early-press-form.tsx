// The form a control's presses are submitted to, so that they count from the
// first paint (lib/early-presses.ts): its action is a function, so React's
// inline script keeps a submit made before hydration and replays it once the
// form has hydrated. React replays only into a form that is still there, so
// this one stays in place while the control changes (waiting, a visitor's, a
// cook's, as Auth answers). It is an empty form beside the control, which
// names it (`form={useEarlyPressForm()}`): the control can hold forms of its
// own (a dialog's), and a form inside a form is not HTML.
import { createContext, type ReactNode, useContext, useId, useMemo } from 'react';
import { keepPress } from './early-presses';

const FormId = createContext<string | undefined>(undefined);

export function EarlyPressForm({ pressKey, children }: { pressKey: string; children: ReactNode }) {
  const id = useId();
  const action = useMemo(() => keepPress(pressKey), [pressKey]);
  return (
    <>
      <form id={id} action={action} hidden />
      <FormId.Provider value={id}>{children}</FormId.Provider>
    </>
  );
}

/** The `form` attribute of the submit button of the control inside an EarlyPressForm. */
export const useEarlyPressForm = (): string | undefined => useContext(FormId);
