import { screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../tests/unit/test-providers.tsx";
import { SmartLink } from "./SmartLink.tsx";

describe("SmartLink", () => {
  it("links this site's pages as plain links (each is its own document), opens other websites in a new tab, leaves mailto:/tel: plain", () => {
    const ref = createRef<HTMLAnchorElement>();
    renderWithProviders(
      <>
        <SmartLink href="/contact?demo=true" ref={ref}>
          internal
        </SmartLink>
        <SmartLink href="#openings">anchor</SmartLink>
        <SmartLink href="https://example.com/">external</SmartLink>
        <SmartLink href="mailto:hello@example.com">mail</SmartLink>
        <SmartLink href="tel:+234 1 631 0482">phone</SmartLink>
      </>,
      { route: "/careers" },
    );
    expect(ref.current).toBe(screen.getByRole("link", { name: "internal" }));
    expect(screen.getByRole("link", { name: "internal" })).toHaveAttribute("href", "/contact?demo=true");
    expect(screen.getByRole("link", { name: "anchor" })).toHaveAttribute("href", "#openings");
    const external = screen.getByRole("link", { name: "external" });
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveAttribute("rel", "noopener noreferrer");
    for (const name of ["internal", "anchor", "mail", "phone"])
      expect(screen.getByRole("link", { name })).not.toHaveAttribute("target");
    expect(screen.getByRole("link", { name: "phone" })).toHaveAttribute("href", "tel:+23416310482");
  });
});
