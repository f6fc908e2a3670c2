/**
 * A message with the server's own folders taken out (the project's, and any other absolute path): the person at the
 * editor is told what failed, never where on the server, which is no use to them and of use to an attacker.
 */
export const withoutPaths = (message: string, root: string) =>
  message
    .split(root)
    .join("the project")
    .replace(/(?<![\w.])\/(?:[\w.-]+\/)+[\w.-]+/g, "a file");
