import { randomUUID } from "node:crypto";
import { open, rm, type FileHandle } from "node:fs/promises";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { fileSignatures } from "../../core/forms/file-signatures.ts";
import {
  checkFile,
  extensionOf,
  fieldMessage,
  maxBytesOf,
  type FieldProblem,
  type FormField,
  type FormMessages,
} from "../../core/forms/field-rules.ts";

/** A file received whole and checked, waiting in the service's temporary folder until its submission is stored. */
export interface ReceivedFile {
  field: string;
  /** The name the visitor's file had, as they sent it (data only, never a path). */
  originalName: string;
  /** The type its first bytes show (never the type the client claimed). */
  type: string;
  size: number;
  temporaryPath: string;
}

/**
 * What the whole body may still be (read-body.ts): `check` rejects once it is past what the form takes or arrives
 * too slowly; `wait` follows a read of the body, and rejects instead when too little arrives for too long.
 */
export interface BodyBudget {
  check(): Promise<void> | undefined;
  wait<T>(read: Promise<T>): Promise<T>;
}

/** The items of a stream of the body, each checked against the budget, and none waited for past a stall. */
export async function* within<T>(source: AsyncIterable<T>, budget: BodyBudget): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let finished = false;
  try {
    for (;;) {
      const next = await budget.wait(iterator.next());
      if (next.done) {
        finished = true;
        return;
      }
      await budget.check();
      yield next.value;
    }
  } finally {
    // Not waited for: after a stall, the stream's pending read settles only when the connection ends (with the answer).
    if (!finished) void iterator.return?.(undefined)?.catch(() => undefined);
  }
}

/** A checked file, what is wrong with it, or nothing (a file input left empty sends a part with no name). */
export type FileOutcome = { file: ReceivedFile } | { problem: FieldProblem } | { empty: true };

/** Reads the rest of a stream and lets it go: a refused file costs no memory and no disk (nor more than the body may be). */
async function drain(stream: Readable, budget: BodyBudget): Promise<void> {
  for await (const chunk of within(stream, budget)) void chunk;
}

/**
 * Receives one file part of a multipart body. Its name is checked as soon as its header arrives, its first bytes
 * as soon as they arrive, its size as it streams to a temporary file; at the first problem, writing stops, the
 * partial file is removed and the rest of the part is read and dropped. Only a file that passed every check stays,
 * under a generated name. A body cut off mid-file (an interrupted upload) removes the partial file and throws.
 */
export async function receiveFile(
  part: { filename: string; file: Readable },
  field: FormField,
  messages: FormMessages,
  temporaryFolder: string,
  budget: BodyBudget,
): Promise<FileOutcome> {
  if (!part.filename) {
    await drain(part.file, budget);
    return { empty: true };
  }
  const byName = checkFile(field, { name: part.filename, size: 0 }, messages);
  if (byName) {
    await drain(part.file, budget);
    return { problem: byName };
  }
  const extension = extensionOf(part.filename);
  const signature = fileSignatures[extension];
  const limit = maxBytesOf(field);
  const temporaryPath = join(temporaryFolder, `${randomUUID()}.part`);
  let handle: FileHandle | null = await open(temporaryPath, "wx");
  let head: Buffer = Buffer.alloc(0);
  let headChecked = !signature;
  let size = 0;
  let problem: FieldProblem | null = null;

  const refuse = async (found: FieldProblem) => {
    problem = found;
    await handle?.close();
    handle = null;
    await rm(temporaryPath, { force: true });
  };

  try {
    for await (const chunk of within(part.file as AsyncIterable<Buffer>, budget)) {
      if (problem) continue;
      size += chunk.length;
      if (size > limit) {
        await refuse({ code: "FILES_TOO_BIG", message: fieldMessage(messages.fileSize, field) });
        continue;
      }
      if (!headChecked) {
        head = Buffer.concat([head, chunk]);
        if (head.length < signature!.headBytes) continue;
        headChecked = true;
        if (!signature!.matches(head)) {
          await refuse({ code: "TYPE_TEXT", message: fieldMessage(messages.fileContent, field) });
          continue;
        }
        await handle!.write(head);
        continue;
      }
      await handle!.write(chunk);
    }
    if (problem) return { problem };
    if (!headChecked) {
      if (!signature!.matches(head)) {
        await refuse({ code: "TYPE_TEXT", message: fieldMessage(messages.fileContent, field) });
        return { problem: problem! };
      }
      await handle!.write(head);
    }
    await handle!.sync();
    await handle!.close();
    handle = null;
  } catch (error) {
    await handle?.close().catch(() => undefined);
    await rm(temporaryPath, { force: true });
    throw error;
  }
  return {
    file: {
      field: field.name,
      originalName: part.filename,
      type: signature?.type ?? "application/octet-stream",
      size,
      temporaryPath,
    },
  };
}
