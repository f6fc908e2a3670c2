import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, site } from "../../../tests/unit/test-providers.tsx";
import { ErrorScreen } from "./ErrorScreen.tsx";

describe("ErrorScreen", () => {
  it("shows the error title, the message and the reload button from the labels it is given", () => {
    renderWithProviders(<ErrorScreen labels={site.labels} />);
    expect(screen.getByRole("heading", { level: 1, name: site.labels.unexpectedError })).toBeInTheDocument();
    expect(screen.getByText(site.labels.unexpectedErrorMessage)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: site.labels.reloadPage })).toBeInTheDocument();
  });
});
