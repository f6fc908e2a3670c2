import type { IncomingMessage } from "node:http";
import { Socket } from "node:net";

/** How much of a refused body is still read, and for how long, before the connection is closed whatever comes. */
export interface LingerLimits {
  maxBytes: number;
  maxMs: number;
}

/**
 * 64 MB: more than any form takes (the largest is about 11 MB) with room for a client that does not say its length,
 * and little for anyone to abuse, since no slot is held meanwhile. 10 seconds: a client sending at a modest speed
 * finishes a few megabytes in it; one that does not is cut off, as nginx does after its lingering time.
 */
export const defaultLingerLimits: LingerLimits = { maxBytes: 64 * 1024 * 1024, maxMs: 10_000 };

const lingering = new WeakSet<Socket>();

/**
 * For a request whose body is refused before its end (too large, too slow): the rest of the body is read and dropped,
 * up to `limits`, so that the client can read the answer. Closing a connection while the client is still sending
 * makes the system reset it, and a reset often destroys the answer before the client has read it: the client sees
 * its connection closed under it (EPIPE, ECONNRESET) instead of the 413. Call it before the answer is sent; the answer
 * keeps its `Connection: close`, which tells a client to stop sending. As nginx's lingering close: once the answer is
 * out, this side of the connection is ended, and the connection is closed when the body has come, when the client
 * closes it, or at the first of the limits.
 */
export function lingerAfterRefusal(request: IncomingMessage, limits: LingerLimits = defaultLingerLimits): void {
  const { socket } = request;
  // Only a real connection lingers (a request injected in a test has none), once, while the body is still coming.
  if (!(socket instanceof Socket) || socket.destroyed || request.complete || lingering.has(socket)) return;
  lingering.add(socket);
  const close = () => socket.destroy();
  const timer = setTimeout(close, limits.maxMs);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
  let dropped = 0;
  request.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > limits.maxBytes) close();
  });
  // A body stopped part way (read-body.ts pauses it) flows again, into nothing.
  request.resume();
  // Node ends a connection answered with `Connection: close` by destroySoon(): its side ended, then the socket
  // destroyed as soon as the answer is written, body still arriving or not. Here the socket is destroyed only once
  // the body has come (or at a limit above).
  const destroySoon = socket.destroySoon.bind(socket);
  socket.destroySoon = () => {
    if (request.complete) return destroySoon();
    socket.end();
    request.once("end", close);
  };
}
