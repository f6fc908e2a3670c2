// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AddressContext } from "../../render-context/address-context.tsx";
import { cssVariablesResolver, theme } from "../../theme/theme.ts";
import { FormCard } from "./FormCard.tsx";
import type { FormIslandProps } from "./form-island-props.ts";
import type { Root } from "react-dom/client";
import { enhance as enhanceForm } from "./island.tsx";
import { allItems, site } from "../../../../tests/unit/test-providers.tsx";

const { mail: _mail, $schema: _schema, ...contact } = allItems.forms.contact;
const props: FormIslandProps = {
  block: { title: "Send Message", description: "We reply within a day." },
  definition: contact,
  messages: site.labels.formMessages,
  formService: { base: "" },
  prefillItems: {},
  hidden: {},
};

/** The form as the prerender writes it, in the page at `element`. */
function prerender(): HTMLElement {
  const element = document.createElement("div");
  element.innerHTML = renderToString(
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      withCssVariables={false}
      withGlobalClasses={false}
      deduplicateInlineStyles
    >
      <AddressContext.Provider value={{ pathname: "/contact", search: "" }}>
        <FormCard {...props} />
      </AddressContext.Provider>
    </MantineProvider>,
  );
  document.body.append(element);
  return element;
}

const byLabel = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const label = (name: string) => contact.fields.find((field) => field.name === name)!.label;

/** Hydrated roots, unmounted after each test: React's scheduled work must not outlive the test's document. */
const roots: Root[] = [];
function enhance(element: HTMLElement, islandProps: FormIslandProps): void {
  roots.push(enhanceForm(element, islandProps));
}

describe("the form island", () => {
  afterEach(() => {
    act(() => roots.splice(0).forEach((root) => void root.unmount()));
    document.body.innerHTML = "";
    vi.unstubAllGlobals();
  });

  it("hydrates the prerendered form in place, with no error, and marks it live", async () => {
    const element = prerender();
    const form = element.querySelector("form")!;
    const errors = vi.spyOn(console, "error");
    await act(async () => enhance(element, props));
    await waitFor(() => expect(form).toHaveAttribute("data-live", "true"));
    // The same element, taken over: not replaced.
    expect(element.querySelector("form")).toBe(form);
    expect(errors).not.toHaveBeenCalled();
  });

  it("keeps what the visitor typed before its code arrived, and sends it", async () => {
    const element = prerender();
    // Typed into the plain HTML form, before hydration.
    byLabel(label("name")).value = "Adaeze Okafor";
    byLabel(label("email")).value = "adaeze@example.com";
    byLabel(label("subject")).value = "Core banking";
    byLabel(label("message")).value = "We would like a demo.";
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ ok: true, next: "/contact" }), {
          headers: { "Content-Type": "application/json" },
        }),
    );
    vi.stubGlobal("fetch", fetch);
    await act(async () => enhance(element, props));
    await waitFor(() => expect(element.querySelector("form")).toHaveAttribute("data-live", "true"));
    expect(byLabel(label("name"))).toHaveValue("Adaeze Okafor");
    fireEvent.click(screen.getByRole("button", { name: contact.submitLabel }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const sent = fetch.mock.calls[0][1].body as FormData;
    expect(
      Object.fromEntries(
        [...sent.entries()].filter(([name]) => ["name", "email", "subject", "message"].includes(name)),
      ),
    ).toEqual({
      name: "Adaeze Okafor",
      email: "adaeze@example.com",
      subject: "Core banking",
      message: "We would like a demo.",
    });
  });

  it("posts by itself before its code arrives: action, method, the page's confirmation as _next, hidden fields", () => {
    const element = prerender();
    const form = element.querySelector("form")!;
    expect(form).toHaveAttribute("action", "/f/contact");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("enctype", "multipart/form-data");
    expect(form.querySelector('input[name="_next"]')).toHaveValue("/contact#contact-sent");
    expect(element.querySelector("#contact-sent")).toHaveTextContent(contact.successMessage);
  });
});
