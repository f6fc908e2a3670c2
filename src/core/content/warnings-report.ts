import { formatDiagnostic, type Diagnostic } from "../validation/diagnostic.ts";

/**
 * What `npm run validate` and `npm run build` print of the warnings: each in the form of a problem (its code's entry
 * says "warning"), then what they mean.
 */
export function warningsReport(warnings: Diagnostic[]): string {
  return `${warnings.map(formatDiagnostic).join("\n\n")}\n\n${warnings.length} warning${warnings.length === 1 ? "" : "s"}: the site builds, but each is probably not what was meant (search engines show such pages less well, visitors miss what is hidden).\n`;
}
