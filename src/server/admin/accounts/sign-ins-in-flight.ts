/**
 * Sign-ins in progress in this process, per network (or per browser the account signed in from before). Two at once
 * is as many as a person sends (a form posted twice); a hundred sent together from one place are refused at once,
 * before any database work or password check, so that they cannot fill the line of checks others wait in.
 * Each process counts its own: that bounds its own memory and time, which is what this is for (the database counts
 * the attempts themselves, for every process, in sign-in-allowances.ts).
 */
export const mostInFlight = 2;
const inFlight = new Map<string, number>();

/** A place in `key`'s sign-ins, and the function that gives it back, or null when `key` has its most already. */
export function enterSignIn(key: string): (() => void) | null {
  const count = inFlight.get(key) ?? 0;
  if (count >= mostInFlight) return null;
  inFlight.set(key, count + 1);
  let left = false;
  return () => {
    if (left) return;
    left = true;
    const remaining = (inFlight.get(key) ?? 1) - 1;
    if (remaining > 0) inFlight.set(key, remaining);
    else inFlight.delete(key);
  };
}
