import { createContext, useContext } from "react";

/**
 * True in the page's first block, which a visitor sees without scrolling: its images load at once, the others only
 * as they near the screen.
 */
export const FirstScreenContext = createContext(false);

export function useIsFirstScreen(): boolean {
  return useContext(FirstScreenContext);
}
