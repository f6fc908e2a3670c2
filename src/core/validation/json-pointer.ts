/** JSON pointer segments (RFC 6901): "~" and "/" inside a key are written "~0" and "~1". */
export function escapePointerSegment(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}

export function unescapePointerSegment(segment: string): string {
  return segment.replace(/~1/g, "/").replace(/~0/g, "~");
}

/** A path into a JSON value: object keys and array indexes, e.g. ["sections", 3, "title"]. */
export type Path = (string | number)[];

/** The pointer of a path: ["sections", 3, "title"] is "/sections/3/title". */
export const pointerOf = (path: Path) => path.map((part) => `/${escapePointerSegment(String(part))}`).join("");

/** The path of a pointer, its parts as written (indexes as strings): "/sections/3/title" is ["sections", "3", "title"]. */
export function pathOf(pointer: string): string[] {
  return pointer === "" ? [] : pointer.slice(1).split("/").map(unescapePointerSegment);
}
