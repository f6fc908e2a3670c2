import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../../..");

export interface ChildServer {
  port: number;
  process: ChildProcess;
  /** Resident memory now and at its peak, in bytes (Linux /proc). */
  memory(): { current: number; peak: number };
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts tests/unit/server/serve-forms.ts in a process of its own; its built site is removed when it exits. */
export async function startChildServer(options: {
  dataDir: string;
  maxUploadsInProgress?: number;
  maxUploadsPerAddress?: number;
}): Promise<ChildServer> {
  const distDir = mkdtempSync(join(tmpdir(), "dist-"));
  const child = spawn(process.execPath, ["--import", "tsx", resolve(import.meta.dirname, "serve-forms.ts")], {
    cwd: root,
    env: { ...process.env, FORM_SERVICE_TEST_OPTIONS: JSON.stringify({ ...options, distDir }) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  child.once("exit", () => rmSync(distDir, { recursive: true, force: true }));
  const port = await new Promise<number>((resolvePort, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolvePort(Number(match[1]));
    });
    child.once("exit", (code) => reject(new Error(`The test server exited (${code}) before listening.`)));
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const status = () => readFileSync(`/proc/${child.pid}/status`, "utf8");
  const kilobytes = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status())![1]) * 1024;
  return {
    port,
    process: child,
    memory: () => ({ current: kilobytes("VmRSS"), peak: kilobytes("VmHWM") }),
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

export interface Part {
  name: string;
  value?: string;
  file?: { filename: string; data: Buffer; contentType?: string };
}

/**
 * Posts a multipart body over a real socket, streaming it (a 10 MB file is written in place, never copied).
 * `stopAfterBytes` ends the connection abruptly after that many bytes of the body: an interrupted upload.
 */
export function postMultipart(
  port: number,
  path: string,
  parts: Part[],
  { accept = "application/json", stopAfterBytes }: { accept?: string; stopAfterBytes?: number } = {},
): Promise<{ status: number; body: string } | { interrupted: true }> {
  const boundary = "----test-boundary-7MA4YWxkTrZu0gW";
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.file
      ? `form-data; name="${part.name}"; filename="${part.file.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.file ? `\r\nContent-Type: ${part.file.contentType ?? "application/octet-stream"}` : "";
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      part.file ? part.file.data : Buffer.from(part.value ?? ""),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const length = chunks.reduce((total, chunk) => total + chunk.length, 0);
  return new Promise((done, reject) => {
    const outgoing = request(
      {
        port,
        host: "127.0.0.1",
        path,
        method: "POST",
        headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": length, accept },
      },
      (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => done({ status: response.statusCode!, body }));
      },
    );
    outgoing.on("error", (error) => (stopAfterBytes !== undefined ? done({ interrupted: true }) : reject(error)));
    void (async () => {
      let sent = 0;
      for (const chunk of chunks) {
        const piece =
          stopAfterBytes !== undefined && sent + chunk.length > stopAfterBytes
            ? chunk.subarray(0, stopAfterBytes - sent)
            : chunk;
        if (!outgoing.write(piece)) await new Promise((drained) => outgoing.once("drain", drained));
        sent += piece.length;
        if (stopAfterBytes !== undefined && sent >= stopAfterBytes) {
          // Give the server a moment to receive what was sent, then cut the connection mid-body.
          await new Promise((wait) => setTimeout(wait, 300));
          outgoing.destroy();
          done({ interrupted: true });
          return;
        }
      }
      outgoing.end();
    })();
  });
}

/**
 * Streams a multipart body without saying its length (Transfer-Encoding: chunked): an email field, then a PNG file of
 * `fileBytes` bytes sent 64 kB at a time, stopping as soon as the server answers. Returns the answer and how many
 * bytes had gone out on the connection by then (the socket's count: a request writes into memory until it has one).
 */
export function postChunkedUpload(
  port: number,
  path: string,
  fileBytes: number,
): Promise<{ status: number | null; body: string; sentBytes: number }> {
  const boundary = "----chunked-boundary-7MA4YWxkTrZu0gW";
  return new Promise((done) => {
    let answered = false;
    let sentBytes = 0;
    const outgoing = request(
      {
        port,
        host: "127.0.0.1",
        path,
        method: "POST",
        headers: {
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "transfer-encoding": "chunked",
          accept: "application/json",
        },
      },
      (response) => {
        answered = true;
        sentBytes = outgoing.socket?.bytesWritten ?? 0;
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => done({ status: response.statusCode!, body, sentBytes }));
      },
    );
    // A server that stops reading closes the connection after its answer; a client still sending may find it closed
    // (EPIPE, ECONNRESET) before it has read the answer, as a browser would: then there is no status, only the count.
    outgoing.on(
      "error",
      () => void (answered || done({ status: null, body: "", sentBytes: outgoing.socket?.bytesWritten ?? sentBytes })),
    );
    void (async () => {
      // Connected first: before it has a socket, a request takes any number of bytes into memory without waiting.
      await new Promise<void>((connected) =>
        outgoing.once("socket", (socket) =>
          socket.connecting ? socket.once("connect", () => connected()) : connected(),
        ),
      );
      const write = async (chunk: Buffer) => {
        if (!outgoing.write(chunk)) await new Promise((drained) => outgoing.once("drain", drained));
        sentBytes = outgoing.socket?.bytesWritten ?? sentBytes;
        // As a browser's upload does, the answer is read as soon as it arrives, not after the last byte is sent.
        await new Promise((next) => setImmediate(next));
      };
      await write(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nada@example.com\r\n`),
      );
      await write(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
      );
      await write(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      const piece = Buffer.alloc(64 * 1024, 0x20);
      for (let file = 8; file < fileBytes && !answered && !outgoing.destroyed; file += piece.length) await write(piece);
      if (answered || outgoing.destroyed) return;
      await write(Buffer.from(`\r\n--${boundary}--\r\n`));
      outgoing.end();
    })().catch(() => undefined);
  });
}

/**
 * An upload that trickles in: the body's start, then `bytesPerTick` of the file every `tickMs` until the server
 * answers (or `maxMs` passes and it is abandoned). Returns the answer, or null when the server never answered.
 */
export function postTrickle(
  port: number,
  path: string,
  {
    bytesPerTick,
    tickMs,
    maxMs,
    forwardedFor,
  }: { bytesPerTick: number; tickMs: number; maxMs: number; forwardedFor?: string },
): Promise<{ status: number; body: string; afterMs: number } | null> {
  const boundary = "----trickle-boundary-7MA4YWxkTrZu0gW";
  const started = Date.now();
  return new Promise((done) => {
    let answered = false;
    const outgoing = request(
      {
        port,
        host: "127.0.0.1",
        path,
        method: "POST",
        headers: {
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "transfer-encoding": "chunked",
          accept: "application/json",
          ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
        },
      },
      (response) => {
        answered = true;
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => done({ status: response.statusCode!, body, afterMs: Date.now() - started }));
      },
    );
    outgoing.on("error", () => void (answered || done(null)));
    outgoing.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nada@example.com\r\n--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="slow.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    outgoing.write(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const timer = setInterval(() => {
      if (answered || outgoing.destroyed) return clearInterval(timer);
      if (Date.now() - started > maxMs) {
        clearInterval(timer);
        outgoing.destroy();
        return;
      }
      outgoing.write(Buffer.alloc(bytesPerTick, 0x20));
    }, tickMs);
  });
}
