import { describe, expect, it } from "vitest";
import { hiddenValues, initialValues, layoutFields, toFormData, visibleFields } from "./form-values.ts";
import { allItems } from "../../../../tests/unit/test-providers.tsx";

const contact = allItems.forms.contact;
const application = allItems.forms["job-application"];
const ticket = allItems.forms["support-ticket"];
const swiftfin = allItems.products.swiftfin;

describe("initialValues", () => {
  it("starts every visible field empty, a file field with no file", () => {
    const values = initialValues(application, new URLSearchParams(), allItems);
    expect(Object.keys(values)).toEqual(visibleFields(application).map((field) => field.name));
    expect(values.resume).toBeNull();
    expect(values.firstName).toBe("");
    expect(values).not.toHaveProperty("job");
  });

  it("prefills from the address as the form's rules say, the last matching rule winning", () => {
    const subject = contact.fields.find((field) => field.name === "subject")!;
    const [demo, product] = subject.prefill!;
    expect(initialValues(contact, new URLSearchParams(`${demo.query}=${demo.equals}`), allItems).subject).toBe(
      demo.value,
    );
    expect(
      initialValues(contact, new URLSearchParams(`${demo.query}=${demo.equals}&${product.query}=swiftfin`), allItems)
        .subject,
    ).toBe(`${product.prefix}${swiftfin.name}`);
    // A value the rule does not ask for, or an id no product has, leaves the field as it was.
    expect(initialValues(contact, new URLSearchParams(`${demo.query}=nope`), allItems).subject).toBe("");
    expect(
      initialValues(contact, new URLSearchParams(`${demo.query}=${demo.equals}&${product.query}=toString`), allItems)
        .subject,
    ).toBe(demo.value);
  });
});

describe("hiddenValues", () => {
  it("sends the field of the page's item a hidden field names, and nothing on a page without an item", () => {
    const job = allItems.jobs["devops-engineer"];
    expect(hiddenValues(application, { collection: "jobs", value: job as never })).toEqual({ job: job.title });
    expect(hiddenValues(application, null)).toEqual({});
  });
});

describe("toFormData", () => {
  it("holds the visible values, the hidden ones and the service's own fields; a file only when chosen", () => {
    const file = new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" });
    const data = toFormData(
      { firstName: "Ada", resume: file, coverLetter: null },
      { job: "DevOps Engineer" },
      { _next: "/careers" },
    );
    expect([...data.keys()]).toEqual(["job", "_next", "firstName", "resume"]);
    expect(data.get("resume")).toBeInstanceOf(File);
    expect(data.has("coverLetter")).toBe(false);
  });
});

describe("layoutFields", () => {
  it("groups fields under their headings and puts two half-width fields on a row", () => {
    const groups = layoutFields(visibleFields(application));
    expect(groups.map((group) => group.legend)).toEqual(["Personal Information", "Professional Information"]);
    expect(groups[0].rows.map((row) => row.map((field) => field.name))).toEqual([
      ["firstName", "lastName"],
      ["email", "phone"],
      ["address"],
    ]);
    const ticketRows = layoutFields(visibleFields(ticket))[0].rows;
    expect(ticketRows.every((row) => row.length <= 2)).toBe(true);
  });
});
