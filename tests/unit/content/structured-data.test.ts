import { describe, expect, it } from "vitest";
import { jsonLdScript } from "../../../src/core/content/structured-data/json-ld.ts";
import { jobPosting } from "../../../src/core/content/structured-data/job-posting.ts";
import type { Job } from "../../../src/core/generated/site-data.ts";
import { site } from "../test-providers.tsx";

describe("JSON-LD data blocks", () => {
  it("can never close their element or open a comment, whatever the text: every < is written \\u003c", () => {
    const html = jsonLdScript({ "@type": "Thing", name: "</script><script>alert(1)</script><!--" });
    const inside = html.slice('<script type="application/ld+json">'.length, -"</script>".length);
    expect(inside).not.toContain("<");
    expect(JSON.parse(inside)).toEqual({
      "@context": "https://schema.org",
      "@type": "Thing",
      name: "</script><script>alert(1)</script><!--",
    });
  });
});

describe("JobPosting", () => {
  const job: Job = {
    $schema: "",
    id: "tester",
    title: "Tester & QA",
    department: "engineering",
    location: "Lagos, Nigeria",
    type: "Contract",
    datePosted: "2026-11-02",
    validThrough: "2027-01-31",
    description: "Tests things.",
    responsibilities: ["Write <tests>"],
    requirements: ["Patience"],
  };
  const posting = (location: Job["location"]) =>
    jobPosting({
      job: { ...job, location },
      descriptionHtml: "<p>Tests things.</p>",
      url: "https://x.ng/careers/apply/tester",
      site,
    });

  it("places an office job at the company's postal address", () => {
    expect(posting("Lagos, Nigeria")).toMatchObject({
      jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Lagos" } },
      employmentType: "CONTRACTOR",
    });
    expect(posting("Lagos, Nigeria")).not.toHaveProperty("jobLocationType");
  });

  it("marks a remote job as telecommuting, open to applicants in the company's country", () => {
    expect(posting("Remote")).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: site.company.postalAddress.addressCountry },
    });
    expect(posting("Remote")).not.toHaveProperty("jobLocation");
  });

  it("describes the role in HTML: the description, then the responsibilities and requirements under the site's labels, escaped", () => {
    expect(posting("Remote").description).toBe(
      `<p>Tests things.</p><h3>${site.labels.responsibilities}</h3><ul><li>Write &lt;tests&gt;</li></ul><h3>${site.labels.requirements}</h3><ul><li>Patience</li></ul>`,
    );
  });
});
