import { join } from "node:path";

/** Where `npm run build:admin` writes the admin's application (src/studio/vite.config.ts), sent at /admin to those signed in. */
export const adminAppDir = join(import.meta.dirname, "../../dist-admin");
