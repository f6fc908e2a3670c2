import "@mantine/core/styles.layer.css";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { MantineProvider } from "@mantine/core";
import { cssVariablesResolver, theme } from "../app/theme.ts";
import { EditorApp } from "./ui/EditorApp.tsx";

// The site's theme: the same colours, and contrast that passes WCAG AA.
createRoot(document.getElementById("root")!).render(
  <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
    <BrowserRouter>
      <EditorApp />
    </BrowserRouter>
  </MantineProvider>,
);
