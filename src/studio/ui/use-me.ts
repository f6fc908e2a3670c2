import { useEffect, useState } from "react";
import { api, signedInEditor } from "../api.ts";

export interface Me {
  email: string;
  role: "editor" | "admin";
  readsInbox: boolean;
}

/** Asked once per page: who is signed in (on /admin; nobody under `npm run edit`). */
let asked: Promise<Me> | null = null;

/** Who is signed in, once known; null before that, on failure, and under `npm run edit`. */
export function useMe(): Me | null {
  const [me, setMe] = useState<Me | null>(null);
  useEffect(() => {
    if (!signedInEditor) return;
    asked ??= api.me();
    asked.then(setMe, () => {
      asked = null;
    });
  }, []);
  return me;
}
