import type { IncomingMessage } from "node:http";

/**
 * The editor writes files, so only pages it served itself may ask it to. Every request must name this server as its
 * Host (a site that rebinds its own domain name to 127.0.0.1 sends its own name: DNS rebinding), and every request
 * that changes something must come from this server's own origin (a page elsewhere that posts here sends its origin:
 * cross-site request forgery). A browser sets both headers itself; no page can forge them.
 */
export function requestProblem(request: IncomingMessage, port: number): string | null {
  const hosts = [`127.0.0.1:${port}`, `localhost:${port}`];
  if (!hosts.includes(request.headers.host ?? ""))
    return `refused: the editor answers only requests addressed to ${hosts.join(" or ")}`;
  if (request.method === "GET" || request.method === "HEAD") return null;
  const origin = request.headers.origin;
  if (!origin || !hosts.some((host) => origin === `http://${host}`))
    return "refused: changes are accepted only from the editor's own page";
  return null;
}
