// A press on a form's submit button before the page has hydrated is kept by
// React's own inline script and replayed once the form has hydrated
// (components/ui/button.tsx, `replayed`). Until then the page would look as if
// it had not noticed. This script, inline in the document's head so that it
// runs before any app script arrives, marks the pressed button busy
// (`aria-busy`, and `data-pressed-early` for its look in styles.css): the
// press was seen and waits. The marks go once the page has hydrated, when the
// control shows what the press did.
const MARK = 'data-pressed-early';

export const MARK_PRESSES_BEFORE_HYDRATION = `addEventListener('submit', function (event) {
  var button = event.submitter;
  if (document.documentElement.dataset.hydrated || !button) return;
  button.setAttribute('${MARK}', button.hasAttribute('aria-busy') ? 'kept' : 'added');
  button.setAttribute('aria-busy', 'true');
}, true);`;

/** Takes the marks off once the page has hydrated (an `aria-busy` the button had of its own stays). */
export function clearPressedEarly(): void {
  for (const button of document.querySelectorAll(`[${MARK}]`)) {
    if (button.getAttribute(MARK) === 'added') button.removeAttribute('aria-busy');
    button.removeAttribute(MARK);
  }
}
