import "@mantine/core/styles.layer.css";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { MantineProvider } from "@mantine/core";
import { theme } from "../site/theme/theme.ts";
import { api, onSignedOut } from "./api.ts";
import { draftKeeper } from "./state/draft-keeper.ts";
import { editor } from "./state/editor-store.ts";
import { editorCssVariables } from "./ui/editor-theme.ts";
import { EditorApp } from "./ui/EditorApp.tsx";
import { expectReload } from "./ui/use-leave-warning.ts";

// Vite's connection to its server closed: npm run edit stopped, most likely. The changes go to the browser's storage
// at once, the page says so if the server does not answer, and Vite reloads the page when it answers again.
import.meta.hot?.on("vite:ws:disconnect", () => {
  expectReload();
  draftKeeper.persistNow(false);
  api.alive().catch(() => editor.unreachable());
});

// The session ended (8 hours without activity, or signed out elsewhere): the changes go to the browser's storage,
// to be offered back after signing in again, and the page goes to sign in.
onSignedOut(() => {
  expectReload();
  draftKeeper.persistNow(false);
  window.location.assign(`/admin/login?ended&next=${encodeURIComponent(window.location.pathname)}`);
});

// The site's theme: the same colours, and contrast that passes WCAG AA.
createRoot(document.getElementById("root")!).render(
  <MantineProvider theme={theme} cssVariablesResolver={editorCssVariables} defaultColorScheme="light">
    <BrowserRouter basename={import.meta.env.BASE_URL.replace(/\/$/, "")}>
      <EditorApp />
    </BrowserRouter>
  </MantineProvider>,
);
