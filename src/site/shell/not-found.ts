/** What the console says on a not-found page, for the people who look into broken links. */
export const notFoundMessage = (pathname: string) => `404: there is no page at "${pathname}".`;

/** The marker a not-found page carries (the notFound block renders it). */
export const notFoundAttribute = "data-not-found";

/** On a not-found page, says so in the console with the address that was asked for. */
export function reportNotFound(): void {
  if (document.querySelector(`[${notFoundAttribute}]`)) console.warn(notFoundMessage(window.location.pathname));
}
