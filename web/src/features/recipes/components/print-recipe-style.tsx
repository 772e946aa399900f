// Printing a recipe prints the recipe alone: everything else on the page (top
// bar, sidebar, footer, buttons) is hidden, and the recipe starts at the top
// of the sheet. React hoists this into <head> once and drops it with the page.
const PRINT_CSS = `
@media print {
  body * { visibility: hidden; }
  [data-print-recipe], [data-print-recipe] * { visibility: visible; }
  [data-print-recipe] { position: absolute; inset: 0 auto auto 0; width: 100%; }
  [data-print-recipe] img { max-height: 8cm; width: auto; }
}`;

export function PrintRecipeStyle() {
  return (
    <style href="recipe-print" precedence="low">
      {PRINT_CSS}
    </style>
  );
}
