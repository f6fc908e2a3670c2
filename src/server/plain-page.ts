import { escapeHtml } from "./escape-html.ts";

/**
 * A page of the server's own that needs no script and is never indexed (signing in, choosing a password, a reviewer's
 * link): its title, its styles (a <style> element) and what its <main> holds, readable on a 375 px phone.
 */
export function plainPage(title: string, style: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
${style}
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}
