/**
 * A body refused before its end (413, 408) is answered in a way the client can read: the rest of what it sends is
 * read and dropped, within bounds, before the connection is closed (src/server/lingering-close.ts). Closed at once,
 * the connection is reset under a client still sending, and the client often never sees the answer.
 */
import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { lingerAfterRefusal } from "../../../src/server/lingering-close.ts";
import { postMultipart } from "./child-server.ts";
import { FormServiceFixture, validContact } from "./form-service-fixture.ts";

const megabyte = 1024 * 1024;
let service: FormServiceFixture;

beforeEach(async () => {
  service = await new FormServiceFixture().start();
});

afterEach(() => service.close());

/**
 * Writes a request on a raw connection, the body a piece per turn of the event loop as a client streaming a file
 * does, and reads everything that comes back until the connection closes. A client writes on after the answer has
 * come (none of them stops at once), and stops when the connection ends.
 */
function rawExchange(
  port: number,
  pieces: (string | Buffer)[],
): Promise<{ status: number; body: string; error?: string; sentAll: boolean }> {
  const socket = connect(port, "127.0.0.1");
  let received = "";
  let error: string | undefined;
  let sentAll = false;
  socket.on("data", (chunk) => (received += chunk.toString()));
  socket.on("error", (problem: NodeJS.ErrnoException) => (error = problem.code ?? problem.message));
  void (async () => {
    for (const piece of pieces) {
      if (!socket.writable) return;
      socket.write(piece);
      await new Promise((turn) => setImmediate(turn));
    }
    sentAll = socket.writable;
  })();
  return new Promise((resolve) =>
    socket.on("close", () => {
      const [head = "", ...rest] = received.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), body: rest.join("\r\n\r\n"), error, sentAll });
    }),
  );
}

const boundary = "----refused-boundary-3Xk9";
/** A multipart contact message whose message is `bytes` long: far more than the contact form takes (1 MB). */
const hugeContact = (bytes: number) =>
  Buffer.concat([
    ...validContact
      .filter(([name]) => name !== "message")
      .map(([name, value]) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      ),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n`),
    Buffer.alloc(bytes, "a"),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

/** 64 kB pieces of a body, said with its length or (`chunked`) in chunks without it (Transfer-Encoding: chunked). */
function pieces(body: Buffer, { chunked = false } = {}): Buffer[] {
  const list: Buffer[] = [];
  for (let at = 0; at < body.length; at += 64 * 1024) {
    const piece = body.subarray(at, at + 64 * 1024);
    list.push(...(chunked ? [Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n")] : [piece]));
  }
  if (chunked) list.push(Buffer.from("0\r\n\r\n"));
  return list;
}

const contactHead = (length?: number) =>
  `POST /f/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n${length === undefined ? "Transfer-Encoding: chunked" : `Content-Length: ${length}`}\r\n\r\n`;

const expectRefusal = (answer: { status: number; body: string }, what: string) => {
  expect(answer.status, what).toBe(413);
  expect(JSON.parse(answer.body), what).toEqual({ errors: [expect.objectContaining({ message: expect.any(String) })] });
};

describe("a body refused as too large is answered, and the client reads the answer", () => {
  it("a 3 MB multipart post to /f/contact reads 413 in the protocol's shape, every one of 20 times", async () => {
    const address = await service.app.listen({ port: 0, host: "127.0.0.1" });
    const port = Number(new URL(address).port);
    const body = hugeContact(3 * megabyte);
    for (let attempt = 1; attempt <= 20; attempt++) {
      // Refused before it is read: its length is more than the form takes.
      const answer = await rawExchange(port, [contactHead(body.length), ...pieces(body)]);
      expectRefusal(answer, `attempt ${attempt}`);
    }
  });

  it("also without a length said (chunked), refused as it streams past the form's limit, every one of 10 times", async () => {
    const address = await service.app.listen({ port: 0, host: "127.0.0.1" });
    const port = Number(new URL(address).port);
    const body = hugeContact(3 * megabyte);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const answer = await rawExchange(port, [contactHead(), ...pieces(body, { chunked: true })]);
      expectRefusal(answer, `attempt ${attempt}`);
    }
  });

  it("an HTTP client (node:http) reads it too", async () => {
    const address = await service.app.listen({ port: 0, host: "127.0.0.1" });
    const port = Number(new URL(address).port);
    const answer = await postMultipart(port, "/f/contact", [
      { name: "name", value: "Adaeze Okafor" },
      { name: "email", value: "adaeze@example.com" },
      { name: "message", value: "a".repeat(3 * megabyte) },
    ]);
    expectRefusal(answer as { status: number; body: string }, "node:http");
  });
});

describe("what is read of a refused body is bounded", () => {
  let server: Server;
  let port: number;
  /** What the server read of the body it refused, and when it closed the connection. */
  let read: number;
  let closedAt: number | undefined;
  const limits = { maxBytes: megabyte, maxMs: 500 };

  beforeEach(async () => {
    // A server that refuses every body at once, as the form service does one larger than its form takes.
    read = 0;
    closedAt = undefined;
    server = createServer((request, response) => {
      request.socket.once("close", () => (closedAt = Date.now()));
      lingerAfterRefusal(request, limits);
      request.on("data", (chunk: Buffer) => (read += chunk.length));
      response.writeHead(413, { "Content-Type": "application/json", Connection: "close" });
      response.end('{"errors":[{"message":"Too large."}]}');
    });
    await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
    port = (server.address() as AddressInfo).port;
  });

  afterEach(() => new Promise<void>((closed) => server.close(() => closed())));

  /**
   * A client that sends its whole body whatever comes back, even once the server has ended its side (as a client
   * with a body already in its buffers does): what it reads, and whether it could send everything.
   */
  async function stubbornClient(length: number, sending = length) {
    const socket = connect({ port, host: "127.0.0.1", allowHalfOpen: true });
    const started = Date.now();
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("error", () => undefined);
    socket.write(
      `POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/octet-stream\r\nContent-Length: ${length}\r\n\r\n`,
    );
    let sentAll = true;
    for (const piece of pieces(Buffer.alloc(sending))) {
      if (socket.destroyed) {
        sentAll = false;
        break;
      }
      socket.write(piece);
      await new Promise((turn) => setTimeout(turn, 1));
    }
    await expect.poll(() => closedAt, { timeout: limits.maxMs + 2000 }).toBeDefined();
    socket.destroy();
    return { answer, sentAll, closedAfterMs: closedAt! - started };
  }

  it("a body within the bound is read to its end, then the connection is closed", async () => {
    const { answer, sentAll, closedAfterMs } = await stubbornClient(512 * 1024);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(sentAll).toBe(true);
    expect(read).toBe(512 * 1024);
    expect(closedAfterMs).toBeLessThan(limits.maxMs);
  });

  it("past the bound in bytes, the connection is closed before the client has sent it all", async () => {
    const { answer, sentAll } = await stubbornClient(8 * megabyte);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(sentAll).toBe(false);
    expect(read).toBeLessThan(2 * megabyte);
  });

  it("a client that stops sending, and keeps the connection open, is not waited for past the bound in time", async () => {
    const { answer, closedAfterMs } = await stubbornClient(megabyte, 1000);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(limits.maxMs - 50);
  });
});
