import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderSections, startsWith } from "../../../../tests/unit/block-test-helpers.tsx";
import { contentSecurityPolicy } from "../../../core/serving/security-headers.ts";
import { mapAttribute, mapProbe, mapTitleAttribute } from "../../shell/maps.ts";
import { officeMapWithTwoLinks } from "./fixtures.ts";

describe("mapEmbed", () => {
  it("shows the picture of the area, names the interactive map for the page's script, and its links under it", () => {
    const block = officeMapWithTwoLinks;
    renderSections(block);
    // The picture of the area is the map in the page; the interactive one is only named, for the page's script.
    const picture = screen.getByRole("img", { name: block.staticMap.alt });
    expect(picture).toHaveAttribute("src", block.staticMap.src);
    expect(document.querySelector("iframe")).toBeNull();
    const box = picture.closest(`[${mapAttribute}]`)!;
    expect(box).toHaveAttribute(mapAttribute, block.src);
    expect(box).toHaveAttribute(mapTitleAttribute, block.title);
    expect((box as HTMLElement).style.getPropertyValue("--map-height")).toBe(`${block.height}px`);
    const link = screen.getByRole("link", { name: startsWith(block.link!.label) });
    expect(link).toHaveTextContent(block.link!.context!);
    expect(screen.getByRole("link", { name: startsWith(block.secondLink!.label) })).toHaveAttribute(
      "href",
      block.secondLink!.href,
    );
    expect(link).toHaveAttribute("href", block.link!.href);
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("400px high by default, no link unless given, and the Content-Security-Policy allows its frame and the icon that tests the way to it", () => {
    const { height, link, secondLink, ...block } = officeMapWithTwoLinks;
    renderSections(block);
    expect((document.querySelector(`[${mapAttribute}]`) as HTMLElement).style.getPropertyValue("--map-height")).toBe(
      "400px",
    );
    expect(screen.queryByRole("link")).toBeNull();
    const sources = (name: string) =>
      contentSecurityPolicy
        .split("; ")
        .find((directive) => directive.startsWith(`${name} `))!
        .split(" ")
        .slice(1);
    expect(sources("frame-src")).toContain(new URL(block.src).origin);
    expect(sources("img-src")).toContain(new URL(mapProbe).origin);
  });
});
