/**
 * What an SVG must not hold to be shown on the site: opened on its own (its address is public), an SVG is a document
 * that can run scripts and load other files. The site's own drawings need none of it. Read as text: a drawing that
 * hides any of these from this check is refused by the browsers' rules for images anyway, but is not one an editor
 * meant to add.
 */
export interface SvgProblem {
  /** What was found, in words, with the start of the offending text. */
  found: string;
}

const excerpt = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

/** Each kind of problem once, the first place it occurs. */
export function svgProblems(svg: string): SvgProblem[] {
  const problems: SvgProblem[] = [];
  const script = /<script\b[^>]*>?/i.exec(svg);
  if (script) problems.push({ found: `a script (${excerpt(script[0])})` });
  const handler = /<[a-z][^>]*?\s(on[a-z]+)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i.exec(svg);
  if (handler) problems.push({ found: `an event handler (${excerpt(`${handler[1]}=${handler[2]}`)})` });
  const reference = [
    /\s(?:xlink:)?href\s*=\s*["']\s*(?!#|data:)([^"']+)["']/i,
    /url\(\s*["']?\s*(?!#|data:)([^)"']+)/i,
    /@import\s+(?:url\()?\s*["']?([^"');\s]+)/i,
  ]
    .map((pattern) => pattern.exec(svg)?.[1])
    .find(Boolean);
  if (reference) problems.push({ found: `a reference to another file (${excerpt(reference.trim())})` });
  return problems;
}
