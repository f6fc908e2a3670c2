import { createContext, useContext } from "react";

/** The address a page is shown at: its path, and the query string the browser has (none when prerendered). */
export interface Address {
  pathname: string;
  search: string;
}

export const AddressContext = createContext<Address>({ pathname: "/", search: "" });

/**
 * The page's address, for the islands that run in the browser without a router (the form reads ?demo=true). The
 * prerender provides the router's location; an island, the browser's.
 */
export function useAddress(): Address {
  return useContext(AddressContext);
}
