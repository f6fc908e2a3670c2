import { createHash, randomBytes } from "node:crypto";

/** Tokens (links, sessions, remembered browsers) are kept only as their hash: the database alone signs nobody in. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
export const newToken = () => randomBytes(32).toString("base64url");
