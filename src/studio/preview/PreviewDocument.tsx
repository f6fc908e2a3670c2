import { Component, createContext, memo, useContext, useLayoutEffect, useMemo, useRef, type ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { AddressContext } from "../../site/render-context/address-context.tsx";
import { Alert, Container } from "@mantine/core";
import { Breadcrumb } from "../../site/app/Breadcrumb.tsx";
import { Layout } from "../../site/app/Layout.tsx";
import { Providers } from "../../site/app/Providers.tsx";
import { PageItemsContext, type PageContent } from "../../site/blocks/page-items-context.tsx";
import { SiteContext } from "../../site/render-context/site-context.tsx";
import { UnbuiltImageSource } from "../../site/blocks/parts/image-manifest-context.tsx";
import { editorImageSource } from "../editor-images.ts";
import { ShowEmptySections } from "../../site/blocks/empty-sections-context.tsx";
import { PageSections } from "../../site/blocks/PageSections.tsx";
import { resolveSite } from "../../core/content/site-settings.ts";
import type { Site } from "../../core/generated/site-data.ts";
import type { PagePreview } from "../../core/content/page-preview.ts";
import type { PreviewParts, ToPreview } from "./preview-protocol.ts";
import { words } from "../words.ts";
import classes from "./PreviewDocument.module.css";

/**
 * One block that cannot render (its data is still being fixed) says so, and the others still show. It tries again as
 * soon as anything it reads changes: its own fields, and what it reads besides them (the page's item, the items it
 * lists, the site's settings). An article header shows its post's date from the page's item, not from its own
 * fields, so a boundary that watched the block alone stayed broken once the date was right again (issue 45).
 */
class Boundary extends Component<{ children: ReactNode; reads: readonly unknown[] }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidUpdate(previous: { reads: readonly unknown[] }) {
    if (this.state.failed && previous.reads.some((read, index) => read !== this.props.reads[index]))
      this.setState({ failed: false });
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Container size="lg" py="md">
        <Alert color="orange">{words.previewBlockFailed}</Alert>
      </Container>
    );
  }
}

/**
 * The boundary of one block, given what the block reads. It is drawn again when the page's content changes, but its
 * children are the same element then, so React leaves the block as it is unless it reads what changed.
 */
export function BlockBoundary({ children, data }: { children: ReactNode; data: unknown }) {
  const content = useContext(PageItemsContext);
  const site = useContext(SiteContext);
  return <Boundary reads={[data, content, site]}>{children}</Boundary>;
}

const year = new Date().getFullYear();

/**
 * One block of the page, in the wrapper the editor selects it by. Drawn again only when its data, its place or
 * whether it is selected changes: the preview keeps the objects of what did not change (shareEqual), so a keystroke
 * redraws the block typed in, not the page.
 */
const PreviewBlock = memo(function PreviewBlock({
  block,
  index,
  selected,
  onSelect,
}: {
  block: PagePreview["page"]["sections"][number];
  index: number;
  selected: boolean;
  onSelect(index: number): void;
}) {
  return (
    <div
      data-preview-index={index}
      className={selected ? classes.selected : classes.block}
      onClickCapture={(event) => {
        // A click in the preview picks the block; it never follows a link or sends a form.
        event.preventDefault();
        event.stopPropagation();
        onSelect(index);
      }}
    >
      <BlockBoundary data={block}>
        <ShowEmptySections.Provider value={true}>
          <PageSections sections={[block]} />
        </ShowEmptySections.Provider>
      </BlockBoundary>
    </div>
  );
});

/** The page's blocks, handed to the frame below through context: a keystroke redraws them, not the frame. */
const PreviewSections = createContext<ReactNode>(null);
const Sections = () => useContext(PreviewSections);

/**
 * Everything around the blocks (the theme's providers, the header and footer, the breadcrumb), drawn again only when
 * one of its own props changes: a keystroke in a block leaves the header, the footer and the theme's variables as
 * they are (they took about a fifth of the preview's time per keystroke).
 */
const PreviewFrame = memo(function PreviewFrame({
  site,
  content,
  pathname,
  breadcrumb,
  bare,
}: {
  site: Site;
  content: PageContent;
  pathname: string;
  breadcrumb: PagePreview["page"]["breadcrumb"];
  bare: boolean | undefined;
}) {
  return (
    <Providers site={site}>
      <UnbuiltImageSource.Provider value={editorImageSource}>
        <PageItemsContext.Provider value={content}>
          {bare ? (
            <Sections />
          ) : (
            <MemoryRouter initialEntries={[pathname]}>
              {/* The navigation marks the page's section by it, as on the built page (Home otherwise). */}
              <AddressContext.Provider value={{ pathname, search: "" }}>
                <Layout>
                  <Breadcrumb trail={breadcrumb} />
                  <Sections />
                </Layout>
              </AddressContext.Provider>
            </MemoryRouter>
          )}
        </PageItemsContext.Provider>
      </UnbuiltImageSource.Provider>
    </Providers>
  );
});

/** The parts of a rendered page a before-and-after compares: its header, its footer and each of its blocks. */
function partsOf(root: HTMLElement): Map<string, Element> {
  const parts = new Map<string, Element>();
  const header = root.querySelector("header");
  const footer = root.querySelector("footer");
  if (header) parts.set("header", header);
  if (footer) parts.set("footer", footer);
  for (const block of root.querySelectorAll("[data-preview-index]"))
    parts.set(`block ${block.getAttribute("data-preview-index")}`, block);
  return parts;
}

/** What a part shows a visitor: its text and its pictures. */
const shownBy = (element: Element) =>
  [
    element.textContent ?? "",
    ...[...element.querySelectorAll("img")].map((image) => `${image.getAttribute("src")} ${image.alt}`),
  ].join("\n");

/**
 * The page as the site renders it, with the real block components and the page's content contexts, as
 * src/site/dev/render-page.tsx renders it in `npm run dev`: each block in a wrapper that the editor selects it by.
 */
export function PreviewDocument({
  message,
  onSelect,
  onParts,
}: {
  message: ToPreview;
  onSelect(index: number): void;
  onParts?(parts: PreviewParts): void;
}) {
  const { preview, selected, scroll, bare, compare } = message;
  const root = useRef<HTMLDivElement>(null);
  const scrolledTo = useRef("");
  // A before-and-after's frame: what each part shows, for the editor to compare with the other side, and the parts it
  // found different marked. After every render, as the page drawn may be a new one.
  useLayoutEffect(() => {
    const element = root.current;
    if (!compare || !element) return;
    const found = partsOf(element);
    for (const marked of element.querySelectorAll("[data-changed]")) marked.removeAttribute("data-changed");
    for (const part of compare.changed) found.get(part)?.setAttribute("data-changed", compare.label);
    // The first changed part in view (a footer is at the bottom of a long page), once for each set of changed parts.
    const first = compare.changed.map((part) => found.get(part)).find(Boolean);
    const changedKey = compare.changed.join("\n");
    if (first && scrolledTo.current !== changedKey) {
      scrolledTo.current = changedKey;
      // Below the site's header, which stays at the top of the window as the page scrolls.
      const header = found.get("header");
      const above = header && header !== first ? header.getBoundingClientRect().height : 0;
      window.scrollTo({ top: Math.max(0, first.getBoundingClientRect().top + window.scrollY - above - 16) });
    }
    onParts?.(Object.fromEntries([...found].map(([part, partElement]) => [part, shownBy(partElement)])));
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `preview` is listed to scroll again with each new preview (an edit can move the selected block), not because the effect reads it.
  useLayoutEffect(() => {
    if (!scroll || selected === null) return;
    // The frame's own scroll only: scrollIntoView would scroll the editor's page too, away from the field typed in.
    const block = root.current?.querySelector(`[data-preview-index="${selected}"]`);
    if (block) window.scrollTo({ top: block.getBoundingClientRect().top + window.scrollY });
  }, [selected, scroll, preview]);
  const site = useMemo(() => resolveSite(preview.site, year), [preview.site]);
  // What the blocks read besides their own fields, as one object that changes only when one of its parts does.
  const { items, itemCounts, item, html, itemFolders, pagination } = preview.page;
  const content = useMemo<PageContent>(
    () => ({ items, itemCounts, item, html, itemFolders, pagination }),
    [items, itemCounts, item, html, itemFolders, pagination],
  );

  const sections = preview.page.sections.map((block, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no stable id; the editor selects a block by its index, which the preview's wrapper carries
    <PreviewBlock key={index} block={block} index={index} selected={index === selected} onSelect={onSelect} />
  ));

  return (
    <div ref={root} className={classes.document}>
      <PreviewSections.Provider value={sections}>
        <PreviewFrame
          site={site}
          content={content}
          pathname={preview.pathname}
          breadcrumb={preview.page.breadcrumb}
          bare={bare}
        />
      </PreviewSections.Provider>
    </div>
  );
}
