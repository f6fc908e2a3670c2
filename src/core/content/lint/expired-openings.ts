import type { SiteData } from "../types.ts";
import { placed, type Placed } from "./placed.ts";
import { itemFileOf } from "./site-addresses.ts";

/**
 * A warning for each opening whose last day to apply ("validThrough") has passed: search engines drop it from their
 * job listings, while its page still invites applications.
 */
export function expiredOpenings(siteData: SiteData, today: string): Placed[] {
  return siteData.collections.jobs
    .filter((job) => job.validThrough < today)
    .map((job) =>
      placed(itemFileOf("jobs", job.id), "/validThrough", "expired-opening", {
        title: job.title,
        validThrough: job.validThrough,
      }),
    );
}
