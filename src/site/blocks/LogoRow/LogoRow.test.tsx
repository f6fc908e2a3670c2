import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectHeadings, renderSections } from "../../../../tests/unit/block-test-helpers.tsx";
import { allItems } from "../../../../tests/unit/test-providers.tsx";
import { clientLogos } from "./fixtures.ts";

describe("logoRow", () => {
  it("shows each client's logo, linking to the client's website in a new tab when it has one", () => {
    const block = clientLogos;
    renderSections(block);
    const clients = block.clients.map((id) => allItems.clients[id]);
    expectHeadings(2, [block.heading.title]);
    // A client's logo links to its website when it has one; a logo without one is not a link to nowhere.
    expect(screen.queryAllByRole("link")).toHaveLength(clients.filter((client) => client.website).length);
    for (const client of clients) {
      const image = screen.getByRole("img", { name: client.logo.alt });
      expect(image).toHaveAttribute("height", String(client.logo.height));
      const link = image.closest("a");
      if (!client.website) {
        expect(link).toBeNull();
        continue;
      }
      expect(link).toHaveAttribute("href", client.website);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });
});
