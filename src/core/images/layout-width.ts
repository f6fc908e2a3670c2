/**
 * How wide a box of the page is at each screen width, in CSS pixels: what a `sizes` attribute tells the browser
 * before it has laid the page out, so that a phone picks a small copy of a photo and a laptop a larger one. Written
 * from the layout's own figures (Mantine's breakpoints, container sizes and spacing; each block's grid), so that the
 * browser's guess and the real width agree.
 */

/** `vw` hundredths of the screen's width plus `px` pixels: "calc(50vw - 26px)" is { vw: 50, px: -26 }. */
export interface Linear {
  vw: number;
  px: number;
}

/** From the widest screens down: on screens at least `from` px wide (the first entry that applies), the box is `width`. */
export type LayoutWidth = { from: number; width: Linear }[];

/** Mantine's breakpoints (48em, 62em, 75em) in CSS pixels. */
export const breakpoints = { base: 0, sm: 768, md: 992, lg: 1200 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** The widest screen the sharpness warning thinks of: a laptop's. */
export const laptopWidth = 1440;

/** The whole width of the screen. */
export const fullWidth: LayoutWidth = [{ from: 0, width: { vw: 100, px: 0 } }];

/** Inside a Mantine Container of `size` px, whose padding is spacing.md (16 px) on each side. */
export function container(size: number): LayoutWidth {
  const padding = 32;
  return [
    { from: size, width: { vw: 0, px: size - padding } },
    { from: 0, width: { vw: 100, px: -padding } },
  ];
}

/** Content width of a section (SectionContainer, size "lg": 71.25rem). */
export const sectionWidth = container(1140);
/** Content width of an article (SectionContainer size "md": 60rem). */
export const articleWidth = container(960);

function widthAt(layout: LayoutWidth, screen: number): Linear {
  return (layout.find((entry) => screen >= entry.from) ?? layout[layout.length - 1]).width;
}

/**
 * One cell of a grid laid in `outer`: `columns` per row from each breakpoint up (as Mantine's SimpleGrid and Grid
 * take them), `gap` px between cells.
 */
export function gridCell(outer: LayoutWidth, columns: Partial<Record<Breakpoint, number>>, gap: number): LayoutWidth {
  const steps = (Object.keys(breakpoints) as Breakpoint[])
    .filter((name) => columns[name] !== undefined)
    .map((name) => ({ from: breakpoints[name], count: columns[name]! }));
  const countAt = (screen: number) => [...steps].reverse().find((step) => screen >= step.from)?.count ?? 1;
  const starts = [...new Set([...outer.map((entry) => entry.from), ...steps.map((step) => step.from)])].sort(
    (a, b) => b - a,
  );
  return starts.map((from) => {
    const { vw, px } = widthAt(outer, from);
    const count = countAt(from);
    return { from, width: { vw: vw / count, px: (px - gap * (count - 1)) / count } };
  });
}

/** The box split at `at` px, so that each part of it lies on one side. */
function splitAt(layout: LayoutWidth, at: number): LayoutWidth {
  if (layout.some((entry) => entry.from === at)) return layout;
  return [...layout, { from: at, width: widthAt(layout, at) }].sort((a, b) => b.from - a.from);
}

/**
 * A column of a Mantine Grid laid in `outer` that spans `fraction` of the row from breakpoint `from` up, and the whole
 * row below it: Mantine takes the column's share of the gaps out of its width (GridColVariables).
 */
export function column(outer: LayoutWidth, fraction: number, gap: number, from: Breakpoint): LayoutWidth {
  return splitAt(outer, breakpoints[from]).map((entry) =>
    entry.from >= breakpoints[from]
      ? {
          from: entry.from,
          width: { vw: entry.width.vw * fraction, px: entry.width.px * fraction - (1 - fraction) * gap },
        }
      : entry,
  );
}

/** A box `pixels` wide whatever the screen. */
export const fixedWidth = (pixels: number): LayoutWidth => [{ from: 0, width: { vw: 0, px: pixels } }];

function lengthOf({ vw, px }: Linear): string {
  const pixels = Math.round(px);
  if (!vw) return `${pixels}px`;
  const viewport = `${Math.round(vw * 100) / 100}vw`;
  if (!pixels) return viewport;
  return `calc(${viewport} ${pixels < 0 ? "-" : "+"} ${Math.abs(pixels)}px)`;
}

/** The `sizes` attribute of an image that fills `layout`'s box. */
export function sizesAttribute(layout: LayoutWidth): string {
  const parts: string[] = [];
  let previous = "";
  for (const { from, width } of layout) {
    const length = lengthOf(width);
    if (length === previous) {
      parts[parts.length - 1] = from ? `(min-width: ${from}px) ${length}` : length;
      continue;
    }
    parts.push(from ? `(min-width: ${from}px) ${length}` : length);
    previous = length;
  }
  return parts.join(", ");
}

/** The widest the box is on any screen up to a laptop's, in CSS pixels. */
export function widestUpToLaptop(layout: LayoutWidth): number {
  let upper = laptopWidth;
  let widest = 0;
  for (const { from, width } of layout) {
    if (from <= laptopWidth) widest = Math.max(widest, (width.vw * upper) / 100 + width.px);
    upper = Math.min(upper, from - 1);
  }
  return Math.round(widest);
}
