/**
 * `npm run folders`: the folders of src/ and the imports between them, from dependency-cruiser's reading of the code
 * with the rules of .dependency-cruiser.cjs: one line per folder with the folders it imports and how many imports
 * each arrow is (type-only imports included), an arrow the rules refuse marked. `-- --depth 2` shows the folders
 * inside each room; `-- --mermaid` writes the same picture as a Mermaid flowchart (GitHub draws it in Markdown).
 */
import { parseArgs } from "node:util";
import { folderGraph, folderPicture, mermaidPicture } from "./folder-graph.ts";

const { values } = parseArgs({
  options: { depth: { type: "string", default: "1" }, mermaid: { type: "boolean", default: false } },
});
const depth = Number(values.depth);
if (!Number.isInteger(depth) || depth < 1) throw new Error(`--depth takes a whole number from 1: ${values.depth}`);

const graph = await folderGraph(depth);
console.log(values.mermaid ? mermaidPicture(graph) : folderPicture(graph));
