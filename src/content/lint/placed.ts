/** A finding of the content lint, before it is given a line and column in its file. */
export interface Placed {
  file: string;
  pointer: string;
  message: string;
  hint: string;
}
