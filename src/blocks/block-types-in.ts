/**
 * The type of every block in a list of sections, nested ones included (a sidebarLayout's "main" and "sidebar"),
 * in order of appearance: what a page needs the code of. Objects in lists inside a block that carry a "type" are
 * taken for blocks; callers keep only the known block types.
 */
export function blockTypesIn(sections: readonly unknown[]): string[] {
  const types: string[] = [];
  const visit = (value: unknown) => {
    if (!value || typeof value !== "object") return;
    const type = (value as { type?: unknown }).type;
    if (typeof type === "string") types.push(type);
    for (const child of Object.values(value)) if (Array.isArray(child)) child.forEach(visit);
  };
  sections.forEach(visit);
  return types;
}
