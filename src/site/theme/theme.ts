import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from "@mantine/core";

const brand: MantineColorsTuple = [
  "#e8f0fe",
  "#cfdcf7",
  "#9cb7ee",
  "#6690e6",
  "#3b6edf",
  "#2159db",
  "#0f4cd6",
  "#0a3dbd",
  "#0033a8",
  "#002a94",
];

export const theme = createTheme({
  colors: { brand },
  primaryColor: "brand",
  // Shade 7 on white is 8.7:1; Mantine's default shade 6 of most palettes fails WCAG AA for text.
  primaryShade: 7,
  respectReducedMotion: true,
  defaultRadius: "md",
  headings: { fontWeight: "700" },
});

// Mantine's light "dimmed" (gray.6) is 3.3:1 on white; gray.7 is 8.2:1. Its placeholder colour (gray.5) is lighter
// still: #6c757d is 4.7:1, readable, and still lighter than what a visitor types.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-dimmed": "var(--mantine-color-gray-7)", "--mantine-color-placeholder": "#6c757d" },
  dark: {},
});
