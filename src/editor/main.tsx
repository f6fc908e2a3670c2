import "@mantine/core/styles.layer.css";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { MantineProvider } from "@mantine/core";
import { theme } from "../app/theme.ts";
import { editorCssVariables } from "./ui/editor-theme.ts";
import { EditorApp } from "./ui/EditorApp.tsx";

// The site's theme: the same colours, and contrast that passes WCAG AA.
createRoot(document.getElementById("root")!).render(
  <MantineProvider theme={theme} cssVariablesResolver={editorCssVariables} defaultColorScheme="light">
    <BrowserRouter>
      <EditorApp />
    </BrowserRouter>
  </MantineProvider>,
);
