import type { CSSProperties } from "react";
import { Textarea, type TextareaProps } from "@mantine/core";

/** Whether the browser sizes a text box to what it holds by itself (CSS field-sizing: Chromium 123, Safari 26.2). */
const sizedByBrowser = typeof CSS !== "undefined" && CSS.supports("field-sizing", "content");

/**
 * The height of `rows` lines of the box, with its padding and border (as Mantine's autosize measures them), and never
 * less than a one-line input's beside it.
 */
const rowsHeight = (rows: number) =>
  `max(var(--input-height, 0rem), calc(${rows} * 1lh + 2 * var(--input-padding-y, 0rem) + 2 * calc(0.0625rem * var(--mantine-scale))))`;

interface GrowingTextareaProps extends Omit<TextareaProps, "autosize" | "minRows" | "maxRows" | "styles"> {
  minRows: number;
  /** Beyond this many lines the box scrolls; without it, it grows with every line. */
  maxRows?: number;
  inputStyle?: CSSProperties;
}

/**
 * A text box that grows with its text, from `minRows` lines to `maxRows`. Where the browser sizes a box to its text
 * itself (CSS field-sizing), nothing runs as a person types; elsewhere, Mantine's autosize measures the text in a
 * hidden copy of the box at each render, which costs a style and layout recalculation a key.
 */
export function GrowingTextarea({ minRows, maxRows, inputStyle, ...props }: GrowingTextareaProps) {
  if (!sizedByBrowser)
    return <Textarea {...props} styles={{ input: inputStyle }} autosize minRows={minRows} maxRows={maxRows} />;
  const sized = {
    ...inputStyle,
    fieldSizing: "content",
    minHeight: rowsHeight(minRows),
    maxHeight: maxRows === undefined ? undefined : rowsHeight(maxRows),
  } as CSSProperties;
  return <Textarea {...props} styles={{ input: sized }} />;
}
