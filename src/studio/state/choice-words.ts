/**
 * The words of a choice the schema allows: its "enumLabels" when it gives them, else the value itself when it is
 * already words ("Full-time", "Lagos, Nigeria"), else the value read as words: "wide-main" is "Wide main",
 * "engineering" is "Engineering". Numbers stay as they are.
 */
export function choiceLabel(schema: Record<string, unknown>, value: string | number): string {
  const values = (schema.enum ?? []) as unknown[];
  const labels = schema.enumLabels as unknown[] | undefined;
  const given = labels?.[values.indexOf(value)];
  if (typeof given === "string") return given;
  const text = String(value);
  if (typeof value === "number" || /[A-Z\s]/.test(text)) return text;
  const spoken = text.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[-_]/g, " ");
  return spoken.charAt(0).toUpperCase() + spoken.slice(1);
}

/** "job-application" -> "Job application": what a person calls a thing known by its id (a form, in the inbox). */
export const nameFromId = (id: string) => choiceLabel({}, id);
