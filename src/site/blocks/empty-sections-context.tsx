import { createContext, useContext } from "react";

/**
 * Whether a block that renders nothing is shown as a visible note instead of an empty section: in `npm run dev` and in
 * the editor's preview (src/studio/preview/PreviewDocument.tsx), where someone can act on it. The built site never
 * ships one (src/pipeline/empty-sections.ts fails the build).
 */
export const ShowEmptySections = createContext<boolean>(import.meta.env.DEV);

export const useShowEmptySections = () => useContext(ShowEmptySections);
