// Printing a page prints one part of it alone: everything else (top bar,
// sidebar, footer) is hidden, and the part marked `data-print-<name>` starts
// at the top of the sheet. React hoists this into <head> once and drops it
// with the page.
interface PrintAloneStyleProps {
  /** The part printed is the element with the attribute `data-print-<name>`. */
  name: string;
  /** More print rules for that part. */
  extraCss?: string;
}

export function PrintAloneStyle({ name, extraCss = '' }: PrintAloneStyleProps) {
  const part = `[data-print-${name}]`;
  return (
    <style href={`${name}-print`} precedence="low">
      {`@media print {
  body * { visibility: hidden; }
  ${part}, ${part} * { visibility: visible; }
  ${part} { position: absolute; inset: 0 auto auto 0; width: 100%; }
  ${extraCss}
}`}
    </style>
  );
}
