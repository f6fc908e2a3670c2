// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatDate } from "../../site/blocks/cards/format.ts";
import { PageItemsContext, useCurrentItem, type PageContent } from "../../site/blocks/page-items-context.tsx";
import { words } from "../words.ts";
import { BlockBoundary } from "./PreviewDocument.tsx";

/** An article header's date, as the real one formats it: it cannot format a date that is not one. */
function PostDate() {
  const item = useCurrentItem();
  return <time>{formatDate(String(item?.value.date), "en_NG")}</time>;
}

/** The page's content with its post dated `date`: a new object at each edit, as the preview makes it. */
const contentWith = (date: string) =>
  ({ item: { collection: "posts", value: { id: "a-post", date } } }) as unknown as PageContent;

/** The block itself is the same object at each edit of the post: the header reads the post, not its own fields. */
const block = { type: "articleHeader" };

function Preview({ date }: { date: string }) {
  return (
    <MantineProvider>
      <PageItemsContext.Provider value={contentWith(date)}>
        <BlockBoundary data={block}>
          <PostDate />
        </BlockBoundary>
      </PageItemsContext.Provider>
    </MantineProvider>
  );
}

describe("a preview block that could not be shown", () => {
  it("shows again as soon as what it reads is right, its own fields unchanged", () => {
    // React reports the error it caught on the console: expected here.
    const quiet = console.error;
    console.error = () => {};
    try {
      // A date that is not one, as typed (a new post's empty date shows none, and is no failure).
      const { rerender } = render(<Preview date="30/09/2026" />);
      expect(screen.getByText(words.previewBlockFailed)).toBeTruthy();
      rerender(<Preview date="2026-09-30" />);
      expect(screen.queryByText(words.previewBlockFailed)).toBeNull();
      expect(screen.getByText("30 September 2026")).toBeTruthy();
    } finally {
      console.error = quiet;
    }
  });
});
