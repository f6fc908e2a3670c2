/**
 * `npm run inbox`: what the local form service has received, newest first, for a person to read.
 *   --json   the same as a JSON array, for machines
 *   --spam   what the honeypot caught instead
 * Reads FORM_DATA_DIR (default .data/forms/). Field labels come from the forms in site-data/.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Form } from "../src/generated/site-data.ts";
import { formDataDir } from "../src/server/forms/data-dir.ts";
import type { StoredSubmission } from "../src/server/forms/store.ts";

const projectRoot = resolve(import.meta.dirname, "..");
const args = new Set(process.argv.slice(2));
const dataDir = formDataDir(projectRoot);
const file = join(dataDir, args.has("--spam") ? "spam.jsonl" : "submissions.jsonl");

function readSubmissions(): StoredSubmission[] {
  if (!existsSync(file)) return [];
  const entries: StoredSubmission[] = [];
  for (const [index, line] of readFileSync(file, "utf8").split("\n").entries()) {
    if (!line.trim()) continue;
    try {
      entries.push(JSON.parse(line) as StoredSubmission);
    } catch {
      console.error(`${file}:${index + 1}: not a readable submission, skipped.`);
    }
  }
  return entries.reverse();
}

/** The forms' field labels, by form id and field name ("Full Name" rather than "name"). */
function fieldLabels(): Map<string, Map<string, string>> {
  const folder = join(projectRoot, "site-data/collections/forms");
  const labels = new Map<string, Map<string, string>>();
  if (!existsSync(folder)) return labels;
  for (const name of readdirSync(folder).filter((entry) => entry.endsWith(".json"))) {
    try {
      const form = JSON.parse(readFileSync(join(folder, name), "utf8")) as Form;
      labels.set(form.id, new Map(form.fields.map((field) => [field.name, field.label])));
    } catch {
      // A form file being edited: its raw field names are shown instead.
    }
  }
  return labels;
}

const size = (bytes: number) => (bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

const submissions = readSubmissions();
if (args.has("--json")) {
  console.log(JSON.stringify(submissions, null, 2));
} else if (!submissions.length) {
  console.log(`No submissions yet (${file}).`);
} else {
  const labels = fieldLabels();
  console.log(`${submissions.length} submission${submissions.length === 1 ? "" : "s"} in ${file}, newest first:\n`);
  for (const entry of submissions) {
    const named = labels.get(entry.form);
    console.log(`${new Date(entry.receivedAt).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" })}  ${entry.form}  (${entry.id})`);
    for (const [name, value] of Object.entries(entry.fields)) {
      const lines = value.split("\n");
      console.log(`  ${named?.get(name) ?? name}: ${lines[0]}`);
      for (const more of lines.slice(1)) console.log(`    ${more}`);
    }
    for (const [name, stored] of Object.entries(entry.files)) console.log(`  ${named?.get(name) ?? name}: ${stored.originalName} (${size(stored.size)}), stored as ${join(dataDir, stored.storedAs)}`);
    console.log("");
  }
}
