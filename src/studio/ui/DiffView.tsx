import { diffLines } from "diff";
import classes from "./DiffView.module.css";

/** The lines that differ between two texts, with a few unchanged lines around each change. */
export function DiffView({ before, after, label }: { before: string; after: string; label: string }) {
  const parts = diffLines(before, after);
  const context = 2;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <pre> keeps the diff's spacing; the role is what lets its label (the file) be read, which a plain <pre> does not.
    <pre
      className={classes.diff}
      role="region"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls, so a keyboard must be able to reach it (axe's scrollable-region-focusable).
      tabIndex={0}
    >
      {parts.map((part, index) => {
        const lines = part.value.replace(/\n$/, "").split("\n");
        if (part.added || part.removed) {
          return lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a diff, shown once in their order; the same line can appear twice
            <div key={`${index}-${i}`} className={part.added ? classes.added : classes.removed}>
              {part.added ? "+ " : "- "}
              {line}
            </div>
          ));
        }
        const shown =
          lines.length > context * 2 + 1
            ? [
                ...lines.slice(0, index === 0 ? 0 : context),
                "…",
                ...lines.slice(index === parts.length - 1 ? lines.length : -context),
              ]
            : lines;
        return shown.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a diff, shown once in their order; the same line can appear twice
          <div key={`${index}-${i}`} className={classes.same}>
            {line === "…" ? line : `  ${line}`}
          </div>
        ));
      })}
    </pre>
  );
}
