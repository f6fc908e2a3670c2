import { createContext, useContext } from "react";

/** True inside a column of a layout block: blocks there sit in the column, not in a page-wide container. */
export const NestedBlockContext = createContext(false);

export function useIsNestedBlock(): boolean {
  return useContext(NestedBlockContext);
}
