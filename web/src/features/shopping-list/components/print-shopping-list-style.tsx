// Printing the shopping list prints the list alone (no top bar, buttons or
// forms), from the top of the sheet, with its boxes to tick on paper. React
// hoists this into <head> once and drops it with the page.
const PRINT_CSS = `
@media print {
  body * { visibility: hidden; }
  [data-print-shopping-list], [data-print-shopping-list] * { visibility: visible; }
  [data-print-shopping-list] { position: absolute; inset: 0 auto auto 0; width: 100%; }
  [data-print-shopping-list] li { break-inside: avoid; }
}`;

export function PrintShoppingListStyle() {
  return (
    <style href="shopping-list-print" precedence="low">
      {PRINT_CSS}
    </style>
  );
}
