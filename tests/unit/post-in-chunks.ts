import { request as httpRequest } from "node:http";

/**
 * Posts `total` bytes (spaces) to `url` as a client does, a megabyte at a time, going on while the server may already
 * have answered; resolves with the answer the client read. A server that closes without reading on gives a
 * connection reset here instead of its answer.
 */
export function postInChunks(
  url: string,
  total: number,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const chunk = Buffer.alloc(Math.min(total, 1024 * 1024), 0x20);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { method: "POST", headers: { ...headers, "content-length": String(total) } });
    sent.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (part: string) => (body += part));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    sent.on("error", reject);
    let written = 0;
    const more = () => {
      while (written < total) {
        const part = chunk.subarray(0, Math.min(chunk.length, total - written));
        written += part.length;
        if (!sent.write(part)) return void sent.once("drain", more);
      }
      sent.end();
    };
    more();
  });
}
