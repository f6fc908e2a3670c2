import type { SiteData } from "../types.ts";
import type { Placed } from "./placed.ts";
import { itemFileOf } from "./site-addresses.ts";

/**
 * A warning for each opening whose last day to apply ("validThrough") has passed: search engines drop it from their
 * job listings, while its page still invites applications.
 */
export function expiredOpenings(siteData: SiteData, today: string): Placed[] {
  return siteData.collections.jobs
    .filter((job) => job.validThrough < today)
    .map((job) => ({
      file: itemFileOf("jobs", job.id),
      pointer: "/validThrough",
      message: `the last day to apply for "${job.title}" (${job.validThrough}) has passed: search engines' job listings have dropped it, but its page still takes applications`,
      hint: 'If the role is still open, move "validThrough" on; if it is filled, delete the opening\'s file.',
    }));
}
