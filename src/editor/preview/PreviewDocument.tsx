import { Component, useLayoutEffect, useRef, type ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { Alert, Container } from "@mantine/core";
import { Breadcrumb } from "../../app/Breadcrumb.tsx";
import { Layout } from "../../app/Layout.tsx";
import { Providers } from "../../app/Providers.tsx";
import { PageItemsContext } from "../../blocks/page-items-context.tsx";
import { UnbuiltImageSource } from "../../blocks/parts/image-manifest-context.tsx";
import { editorImageSource } from "../editor-images.ts";
import { ShowEmptySections } from "../../blocks/empty-sections-context.tsx";
import { PageSections } from "../../blocks/PageSections.tsx";
import { resolveSite } from "../../content/site-settings.ts";
import type { ToPreview } from "./preview-protocol.ts";
import { words } from "../words.ts";
import classes from "./PreviewDocument.module.css";

/** One block that cannot render (its data is still being fixed) says so, and the others still show. */
class BlockBoundary extends Component<{ children: ReactNode; data: unknown }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidUpdate(previous: { data: unknown }) {
    if (this.state.failed && previous.data !== this.props.data) this.setState({ failed: false });
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

const year = new Date().getFullYear();

/**
 * The page as the site renders it, with the real block components and the page's content contexts, as
 * src/dev/render-page.tsx renders it in `npm run dev`: each block in a wrapper that the editor selects it by.
 */
export function PreviewDocument({ message, onSelect }: { message: ToPreview; onSelect(index: number): void }) {
  const { preview, selected, scroll, bare } = message;
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!scroll || selected === null) return;
    // The frame's own scroll only: scrollIntoView would scroll the editor's page too, away from the field typed in.
    const block = root.current?.querySelector(`[data-preview-index="${selected}"]`);
    if (block) window.scrollTo({ top: block.getBoundingClientRect().top + window.scrollY });
  }, [selected, scroll, preview]);

  const sections = preview.page.sections.map((block, index) => (
    <div
      key={index}
      data-preview-index={index}
      className={index === selected ? classes.selected : classes.block}
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
  ));

  return (
    <Providers site={resolveSite(preview.site, year)}>
      <UnbuiltImageSource.Provider value={editorImageSource}>
        <PageItemsContext.Provider value={preview.page}>
          <div ref={root}>
            {bare ? (
              sections
            ) : (
              <MemoryRouter initialEntries={[preview.pathname]}>
                <Layout>
                  <Breadcrumb trail={preview.page.breadcrumb} />
                  {sections}
                </Layout>
              </MemoryRouter>
            )}
          </div>
        </PageItemsContext.Provider>
      </UnbuiltImageSource.Provider>
    </Providers>
  );
}
