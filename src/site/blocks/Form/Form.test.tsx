import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderSections } from "../../../../tests/unit/block-test-helpers.tsx";
import { allItems, renderWithProviders, site } from "../../../../tests/unit/test-providers.tsx";
import { newsletterForm } from "./fixtures.ts";
import { Form } from "./Form.tsx";

const newsletter = allItems.forms.newsletter;
const contact = allItems.forms.contact;
const block = (form: string) => ({
  type: "form" as const,
  form,
  title: `The ${form} form`,
  description: "A sentence.",
});
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
/** The toast saying `text` (the page's own confirmation for posts without scripts says it too, hidden). */
const toast = (text: string) =>
  screen.queryAllByText(text).find((element) => element.closest(".mantine-Notification-root"));
const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function fillContact() {
  fireEvent.change(field("Full Name"), { target: { value: "Adaeze Okafor" } });
  fireEvent.change(field("Email Address"), { target: { value: "adaeze@example.com" } });
  fireEvent.change(field("Subject"), { target: { value: "Core banking" } });
  fireEvent.change(field("Message"), { target: { value: "We would like a demo." } });
}

describe("form block", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows its title and sentence, every field of its form by its visible label, then the form's button", () => {
    const definition = allItems.forms[newsletterForm.form];
    renderSections(newsletterForm);
    const form = screen.getByRole("form", { name: newsletterForm.title });
    expect(screen.getByRole("heading", { level: 2, name: newsletterForm.title })).toBeInTheDocument();
    expect(screen.getByText(newsletterForm.description!)).toBeInTheDocument();
    // Every field by its visible label, then the button: the form's definition, not this test, says what they are.
    for (const field of definition.fields.filter((candidate) => candidate.type !== "hidden")) {
      expect(within(form).getByLabelText(new RegExp(`^${field.label}`))).toHaveAttribute("name", field.name);
    }
    expect(within(form).getByRole("button", { name: definition.submitLabel })).toBeEnabled();
  });

  describe("with no form service configured", () => {
    beforeEach(() => vi.useFakeTimers());

    it("simulates the submission for 1500 ms, busy meanwhile, then shows the success toast without sending anything", async () => {
      const fetch = vi.fn();
      vi.stubGlobal("fetch", fetch);
      const { formService: _none, ...withoutService } = site;
      renderWithProviders(<Form block={block("newsletter")} />, { siteData: withoutService });
      fireEvent.change(field(newsletter.fields[0].label), { target: { value: "reader@example.com" } });
      fireEvent.click(screen.getByRole("button", { name: newsletter.submitLabel }));
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(screen.getByRole("button", { name: newsletter.busyLabel })).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(1499));
      expect(toast(newsletter.successMessage)).toBeUndefined();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(toast(newsletter.successMessage)).toBeInTheDocument();
      expect(screen.getByRole("button", { name: newsletter.submitLabel })).toBeEnabled();
      expect(fetch).not.toHaveBeenCalled();
    });
  });

  describe("with the form service", () => {
    it("posts to the service's address for the form, and clears the fields after success", async () => {
      const fetch = vi.fn(async () => answer({ ok: true, next: "/contact" }));
      vi.stubGlobal("fetch", fetch);
      renderWithProviders(<Form block={block("contact")} />, { route: "/contact" });
      fillContact();
      fireEvent.click(screen.getByRole("button", { name: contact.submitLabel }));
      await waitFor(() => expect(toast(contact.successMessage)).toBeInTheDocument());
      expect(fetch).toHaveBeenCalledTimes(1);
      const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe("/f/contact");
      const sent = init.body as FormData;
      expect(Object.fromEntries([...sent.entries()].filter(([name]) => !name.startsWith("_")))).toEqual({
        name: "Adaeze Okafor",
        email: "adaeze@example.com",
        phone: "",
        subject: "Core banking",
        message: "We would like a demo.",
      });
      // A post without scripts comes back to the form's confirmation on this page (shown as the address's target).
      expect(sent.get("_next")).toBe("/contact#contact-sent");
      expect(document.getElementById("contact-sent")).toHaveTextContent(contact.successMessage);
      expect(document.querySelector('input[name="_next"]')).toHaveValue("/contact#contact-sent");
      expect(sent.get("_gotcha")).toBe("");
      expect(field("Full Name")).toHaveValue("");
    });

    it("shows the service's field errors at their fields, keeps every value, and says it failed", async () => {
      vi.stubGlobal(
        "fetch",
        vi.fn(async () =>
          answer({ errors: [{ field: "email", code: "TYPE_EMAIL", message: "should be an email" }] }, 422),
        ),
      );
      renderWithProviders(<Form block={block("contact")} />);
      fillContact();
      fireEvent.click(screen.getByRole("button", { name: contact.submitLabel }));
      expect(await screen.findByText(contact.failureMessage)).toBeInTheDocument();
      const email = field("Email Address");
      expect(email).toHaveAttribute("aria-invalid", "true");
      expect(within(screen.getByRole("form")).getByRole("alert")).toHaveTextContent("should be an email");
      await waitFor(() => expect(email).toHaveFocus());
      expect(field("Full Name")).toHaveValue("Adaeze Okafor");
      expect(field("Message")).toHaveValue("We would like a demo.");
    });

    it("keeps every value when the service cannot be reached, and the button works again", async () => {
      vi.stubGlobal(
        "fetch",
        vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
      );
      renderWithProviders(<Form block={block("contact")} />);
      fillContact();
      fireEvent.click(screen.getByRole("button", { name: contact.submitLabel }));
      expect(await screen.findByText(contact.failureMessage)).toBeInTheDocument();
      expect(field("Subject")).toHaveValue("Core banking");
      expect(screen.getByRole("button", { name: contact.submitLabel })).toBeEnabled();
    });

    it("checks the fields from their definitions before sending, with the site's messages", async () => {
      const fetch = vi.fn();
      vi.stubGlobal("fetch", fetch);
      renderWithProviders(<Form block={block("contact")} />);
      fireEvent.change(field("Email Address"), { target: { value: "adaeze@" } });
      fireEvent.click(screen.getByRole("button", { name: contact.submitLabel }));
      expect(
        await screen.findByText(site.labels.formMessages.required.replace("{field.label}", "Full Name")),
      ).toBeInTheDocument();
      expect(screen.getByText(site.labels.formMessages.email)).toBeInTheDocument();
      expect(fetch).not.toHaveBeenCalled();
    });
  });
});
