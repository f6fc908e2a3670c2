import { rm } from "node:fs/promises";
import type { FastifyError, FastifyRequest } from "fastify";
import { fillTokens } from "../../core/content/fill-tokens.ts";
import { fieldMessage, maxBytesOf, maxLengthOf, type FieldProblem } from "../../core/forms/field-rules.ts";
import type { Form } from "../../core/generated/site-data.ts";
import { formError, FormServiceError, type FormWords, type ProtocolError } from "./answers.ts";
import { receiveFile, within, type BodyBudget, type ReceivedFile } from "./receive-file.ts";

/** What a multipart body may be: at most `maxBytes`, and never slower than `minBytesPerSecond` over `slowWindowMs`. */
export interface BodyLimits {
  maxBytes: number;
  minBytesPerSecond: number;
  slowWindowMs: number;
}

/** What a submission's body holds once read: its values, its checked files, and what was wrong on the way. */
export interface SubmissionBody {
  values: Map<string, string>;
  files: ReceivedFile[];
  /** Per field: a file refused as it arrived, or a value longer than its field takes. */
  problems: Map<string, FieldProblem>;
  /** Submission-wide problems found while reading (a file the form has no field for, a second file for one field). */
  formErrors: ProtocolError[];
}

/** The temporary files of a body that are not needed (any more): removes them. */
export async function discardFiles(files: ReceivedFile[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.temporaryPath, { force: true })));
}

/**
 * UTF-8 takes at most 3 bytes per UTF-16 unit (JavaScript's string length), so a value of the longest length a
 * form's fields take fits in this many bytes. Whatever is longer is cut by the parser and refused.
 */
const valueByteLimit = (form: Form) =>
  Math.max(...form.fields.map((field) => (field.type === "file" ? 0 : maxLengthOf(field))), 500) * 3 + 1;

/**
 * The fields and files of a multipart, urlencoded or JSON body; the first value of a repeated field counts. A
 * multipart body is counted as it streams, whether it said its length or not (chunked): past `maxBytes`, reading
 * stops there and the submission is refused as too large (413), without reading the rest.
 */
export async function readBody(
  request: FastifyRequest,
  form: Form,
  words: FormWords,
  temporaryFolder: string,
  limits: BodyLimits,
): Promise<SubmissionBody> {
  const tooLarge = () => formError(413, "FILES_TOO_BIG", words.service.largerThanForm, "submission-larger-than-form");
  const slow = () => formError(408, undefined, words.service.fileTooSlow, "submission-too-slow");
  const body: SubmissionBody = { values: new Map(), files: [], problems: new Map(), formErrors: [] };
  if (!request.isMultipart()) {
    const parsed = request.body;
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      for (const [name, value] of Object.entries(parsed)) {
        const first = Array.isArray(value) ? value[0] : value;
        if (typeof first === "string" || typeof first === "number" || typeof first === "boolean")
          body.values.set(name, String(first));
      }
    }
    return body;
  }
  const fileFields = form.fields.filter((field) => field.type === "file");
  let received = 0;
  const started = Date.now();
  // How much had arrived at moments in the last window: the oldest at or before its start.
  const samples: { at: number; received: number }[] = [{ at: started, received: 0 }];
  // Each read waited for has its own way out (one promise for them all would keep every chunk it ever raced against).
  const waiting = new Set<(error: Error) => void>();
  const count = (chunk: Buffer) => {
    received += chunk.length;
    const at = Date.now();
    samples.push({ at, received });
    while (samples.length > 1 && samples[1].at <= at - limits.slowWindowMs) samples.shift();
    if (received > limits.maxBytes) {
      // Nothing more is read: the parser may be skipping a file cut at its own limit, and would otherwise take the
      // body to its end before the next part comes. Every read waited for stops at once; the answer closes the
      // connection, after dropping what is still on its way (within bounds, lingering-close.ts).
      request.raw.unpipe();
      request.raw.pause();
      for (const stop of waiting) stop(tooLarge());
    }
  };
  request.raw.on("data", count);
  const tooSlow = () => {
    const now = Date.now();
    return (
      now - started >= limits.slowWindowMs &&
      received - samples[0].received < (limits.minBytesPerSecond * limits.slowWindowMs) / 1000
    );
  };
  // Between chunks too: a body that stops coming, or trickles in below the rate, is not waited for.
  const watch = setInterval(
    () => {
      if (tooSlow()) for (const stop of waiting) stop(slow());
    },
    Math.max(100, Math.min(5000, limits.slowWindowMs / 3)),
  );
  const wait = <T>(read: Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      if (received > limits.maxBytes) return reject(tooLarge());
      waiting.add(reject);
      read.then(resolve, reject).finally(() => waiting.delete(reject));
    });
  const budget: BodyBudget = {
    check: () =>
      received > limits.maxBytes ? Promise.reject(tooLarge()) : tooSlow() ? Promise.reject(slow()) : undefined,
    wait,
  };
  try {
    const parts = request.parts({
      limits: {
        fileSize: Math.max(0, ...fileFields.map(maxBytesOf)) + 1,
        files: Math.max(fileFields.length, 1),
        fieldSize: valueByteLimit(form),
      },
    });
    for await (const part of within(parts, budget)) {
      if (part.type === "field") {
        if (body.values.has(part.fieldname)) continue;
        body.values.set(part.fieldname, String(part.value));
        const field = form.fields.find((candidate) => candidate.name === part.fieldname);
        // Never cut silently: a value the parser had to cut is refused as too long.
        if (part.valueTruncated && field)
          body.problems.set(field.name, { code: "TYPE_TEXT", message: fieldMessage(words.field.tooLong, field) });
        continue;
      }
      const field = fileFields.find((candidate) => candidate.name === part.fieldname);
      if (!fileFields.length) {
        body.formErrors.push({ code: "NO_FILE_UPLOADS", message: words.service.noFiles });
      } else if (!field) {
        body.formErrors.push({
          field: part.fieldname,
          message: fillTokens(words.service.notAFileField, { field: { name: part.fieldname } }),
        });
      } else if (body.files.some((file) => file.field === field.name) || body.problems.has(field.name)) {
        body.formErrors.push({
          code: "TOO_MANY_FILES",
          message: fillTokens(words.service.oneFilePerField, { form: { fileFields: fileFields.length } }),
        });
      } else {
        const outcome = await receiveFile(part, field, words.field, temporaryFolder, budget);
        if ("file" in outcome) body.files.push(outcome.file);
        else if ("problem" in outcome) body.problems.set(field.name, outcome.problem);
        continue;
      }
      for await (const chunk of within(part.file, budget)) void chunk;
    }
  } catch (error) {
    await discardFiles(body.files);
    if (error instanceof FormServiceError) throw error;
    // The parser's own limits keep their meaning (answers.ts).
    if (typeof (error as FastifyError).code === "string" && (error as FastifyError).code.startsWith("FST_"))
      throw error;
    // The disk failed, not the visitor (no room left, an I/O error, the temporary folder gone): answered 507 or 500
    // by the error handler, which logs the cause.
    if ((error as NodeJS.ErrnoException).syscall !== undefined) throw error;
    // A body that is not valid multipart, or one cut off on its way: a bad request.
    throw formError(400, undefined, words.service.unreadable, "submission-unreadable", {
      said: (error as Error).message ?? String(error),
    });
  } finally {
    clearInterval(watch);
    request.raw.off("data", count);
  }
  return body;
}
