import { SMTPServer } from "smtp-server";
import { freePort } from "./util.ts";

/**
 * A mail server on loopback for the bench: every message's text is handed to `received` as it arrives (the bench
 * finds its own token in it). Returns the SMTP_URL to give the site and a way to close it.
 */
export async function localMailServer(
  preferredPort: number,
  received: (text: string) => void,
): Promise<{ url: string; close: () => Promise<void> }> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, done) {
      let text = "";
      stream.on("data", (chunk: Buffer) => (text += chunk.toString()));
      stream.on("end", () => {
        received(text);
        done();
      });
    },
  });
  const port = await freePort(preferredPort);
  await new Promise<void>((listening) => smtp.listen(port, "127.0.0.1", () => listening()));
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((closed) => smtp.close(() => closed())) };
}
