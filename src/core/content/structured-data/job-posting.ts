import type { Job, Site } from "../../generated/site-data.ts";
import type { JsonLd } from "./json-ld.ts";
import { postalAddress } from "./organization.ts";

/** The schema.org employment types of our contract types (schemas/collections/jobs.schema.json). */
const employmentTypes: Record<Job["type"], string> = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACTOR",
};

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const listHtml = (heading: string, lines: string[]) =>
  `<h3>${escapeHtml(heading)}</h3><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`;

interface JobPostingInput {
  job: Job;
  /** The job's description as the page shows it: Markdown rendered and sanitised at build time. */
  descriptionHtml: string;
  /** The opening's application page, absolute. */
  url: string;
  site: Site;
}

/**
 * An opening as search engines' job listings need it (Google's required and recommended JobPosting properties):
 * title, the full description in HTML (what the page shows: the role, its responsibilities and requirements), the
 * dates, the contract, the company, and where the work is: the Lagos office, or anywhere in the company's country
 * for a remote role.
 */
export function jobPosting({ job, descriptionHtml, url, site }: JobPostingInput): JsonLd {
  const { company, seo, labels } = site;
  const where =
    job.location === "Remote"
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: company.postalAddress.addressCountry },
        }
      : { jobLocation: { "@type": "Place", address: postalAddress(site) } };
  return {
    "@type": "JobPosting",
    url,
    title: job.title,
    description: `${descriptionHtml}${listHtml(labels.responsibilities, job.responsibilities)}${listHtml(labels.requirements, job.requirements)}`,
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: employmentTypes[job.type],
    hiringOrganization: {
      "@type": "Organization",
      name: company.name,
      sameAs: `${seo.siteUrl}/`,
      logo: `${seo.siteUrl}${seo.logo.src}`,
    },
    ...where,
    directApply: true,
    identifier: { "@type": "PropertyValue", name: company.name, value: job.id },
  };
}
