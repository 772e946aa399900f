// Printing the shopping list prints the list alone (no buttons or forms), with
// its boxes to tick on paper, no line split across two sheets.
import { PrintAloneStyle } from '@/components/ui/print-alone-style';

export function PrintShoppingListStyle() {
  return <PrintAloneStyle name="shopping-list" extraCss="[data-print-shopping-list] li { break-inside: avoid; }" />;
}
