import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectLink, renderSections } from "../../../../tests/unit/block-test-helpers.tsx";
import { startIslandsIn } from "../../../../tests/unit/start-islands.ts";
import { allItems, renderWithProviders, site } from "../../../../tests/unit/test-providers.tsx";
import { pageContentOf } from "../page-items-context.tsx";
import { PageSections } from "../PageSections.tsx";
import { shareOnEveryNetwork } from "./fixtures.ts";

describe("shareButtons", () => {
  const block = shareOnEveryNetwork;
  const post = { id: "core-banking", title: "Core banking & you" };
  const renderOnPost = (route: string) => {
    const rendered = renderWithProviders(<PageSections sections={[block]} />, {
      route,
      content: pageContentOf(allItems, { item: { collection: "posts", value: post } }),
    });
    startIslandsIn(document.body);
    return rendered;
  };
  const defineClipboard = (clipboard: unknown) =>
    Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true });
  afterEach(() => {
    Reflect.deleteProperty(navigator, "clipboard");
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("links to share the home address on each network, each named, and a copy button once its code has started", () => {
    renderSections(block);
    // Rendered at "/": the site's home address, no title.
    const url = encodeURIComponent(`${site.seo.siteUrl}/`);
    const buttons = screen.getByRole("list", { name: block.label });
    // Copy link needs a script: its button is hidden until the island has started.
    expect(within(buttons).getAllByRole("listitem")).toHaveLength(block.networks.length - 1);
    const expected = {
      x: `https://twitter.com/intent/tweet?url=${url}`,
      linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
      facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      whatsapp: `https://wa.me/?text=${url}`,
    };
    for (const [network, href] of Object.entries(expected)) {
      const link = within(buttons).getByRole("link", { name: block.names[network as keyof typeof expected] });
      expect(link).toHaveAttribute("href", href);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    }
    const email = within(buttons).getByRole("link", { name: block.names.email });
    expect(email).toHaveAttribute("href", `mailto:?subject=${url}&body=${url}`);
    expect(email).not.toHaveAttribute("target");
    expect(within(buttons).queryByRole("button", { name: block.names.copy })).toBeNull();
    startIslandsIn(document.body);
    expect(within(buttons).getAllByRole("listitem")).toHaveLength(block.networks.length);
    expect(within(buttons).getByRole("button", { name: block.names.copy })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("shares the page's canonical address (no query, no trailing slash) and, on a detail page, its item's title", () => {
    renderOnPost("/blog/core-banking/?utm_source=newsletter");
    const url = encodeURIComponent(`${site.seo.siteUrl}/blog/core-banking`);
    const title = "Core%20banking%20%26%20you";
    expectLink(block.names.x!, `https://twitter.com/intent/tweet?url=${url}&text=${title}`);
    expectLink(block.names.linkedin!, `https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
    expectLink(block.names.facebook!, `https://www.facebook.com/sharer/sharer.php?u=${url}`);
    expectLink(block.names.whatsapp!, `https://wa.me/?text=${title}%20${url}`);
    expectLink(block.names.email!, `mailto:?subject=${title}&body=${url}`);
  });

  it("copies the address with the Clipboard API and says so for a few seconds", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    defineClipboard({ writeText });
    vi.useFakeTimers();
    renderOnPost("/blog/core-banking");
    const status = screen.getByRole("status");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: block.names.copy })));
    expect(writeText).toHaveBeenCalledWith(`${site.seo.siteUrl}/blog/core-banking`);
    expect(status).toHaveTextContent(block.copied!);
    act(() => vi.advanceTimersByTime(2900));
    expect(status).toHaveTextContent(block.copied!);
    act(() => vi.advanceTimersByTime(200));
    expect(status).toHaveTextContent("");
  });

  it("without the Clipboard API, shows the address in a read-only field, selected for copying by hand", async () => {
    defineClipboard(undefined);
    renderOnPost("/blog/core-banking");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: block.names.copy })));
    const field = screen.getByRole<HTMLInputElement>("textbox", { name: block.names.copy });
    const url = `${site.seo.siteUrl}/blog/core-banking`;
    expect(field).toHaveValue(url);
    expect(field).toHaveAttribute("readonly");
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, url.length]);
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("offers no copy button until its code has started (it needs a script)", () => {
    renderWithProviders(<PageSections sections={[block]} />, { route: "/blog/core-banking" });
    expect(screen.queryByRole("button", { name: block.names.copy })).toBeNull();
    expect(screen.queryByRole("textbox", { name: block.names.copy })).toBeNull();
  });
});
