import { describe, expect, it } from "vitest";
import {
  itemsOnPage,
  pageAddress,
  pageCount,
  pageLinkSlots,
  parsePageAddress,
} from "../../../src/core/content/pagination.ts";

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe("which items a page holds", () => {
  it("fills pages of pageSize in the listing's order, the last one with what is left", () => {
    const items = numbers(25);
    expect(itemsOnPage(items, 12, 1)).toEqual(numbers(12));
    expect(itemsOnPage(items, 12, 2)).toEqual(numbers(12).map((n) => n + 12));
    expect(itemsOnPage(items, 12, 3)).toEqual([25]);
    expect(itemsOnPage(items, 12, 4)).toEqual([]);
  });

  it("counts the pages: at least one, even for an empty listing (it shows its note)", () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(1, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(1008, 12)).toBe(84);
  });
});

describe("the addresses of a listing's pages", () => {
  it("page 1 is the listing's own address, page n its address with /page/n", () => {
    expect(pageAddress("/blog", 1)).toBe("/blog");
    expect(pageAddress("/blog", 2)).toBe("/blog/page/2");
    expect(pageAddress("/blog/category/fintech", 10)).toBe("/blog/category/fintech/page/10");
    expect(pageAddress("/", 3)).toBe("/page/3");
  });

  it("reads the listing and the number back from an address, a trailing slash allowed", () => {
    expect(parsePageAddress("/blog/page/2")).toEqual({ path: "/blog", number: 2 });
    expect(parsePageAddress("/blog/category/fintech/page/14/")).toEqual({ path: "/blog/category/fintech", number: 14 });
    expect(parsePageAddress("/page/3")).toEqual({ path: "/", number: 3 });
    for (const pathname of ["/blog", "/blog/page", "/blog/page/2/more", "/pages/2"])
      expect(parsePageAddress(pathname), pathname).toBeNull();
  });

  it("a page number written otherwise than as one is no number: 'x', '02', '2.5', '-1'", () => {
    for (const written of ["x", "02", "2.5", "-1", "1e1"])
      expect(parsePageAddress(`/blog/page/${written}`)?.number, written).toBeNaN();
    expect(parsePageAddress("/blog/page/0")?.number).toBeNaN();
    expect(parsePageAddress("/blog/page/1")?.number).toBe(1);
  });
});

describe("the page links shown", () => {
  it("every page when there are seven or fewer", () => {
    expect(pageLinkSlots(1, 1)).toEqual([1]);
    expect(pageLinkSlots(2, 2)).toEqual([1, 2]);
    expect(pageLinkSlots(4, 7)).toEqual(numbers(7));
  });

  it("near the first page: the first five, a gap, the last", () => {
    for (const current of [1, 2, 3, 4])
      expect(pageLinkSlots(current, 84), `page ${current}`).toEqual([1, 2, 3, 4, 5, "gap", 84]);
  });

  it("in the middle: the first, a gap, the current page with a neighbour either side, a gap, the last", () => {
    expect(pageLinkSlots(5, 84)).toEqual([1, "gap", 4, 5, 6, "gap", 84]);
    expect(pageLinkSlots(40, 84)).toEqual([1, "gap", 39, 40, 41, "gap", 84]);
    expect(pageLinkSlots(80, 84)).toEqual([1, "gap", 79, 80, 81, "gap", 84]);
  });

  it("near the last page: the first, a gap, the last five", () => {
    for (const current of [81, 82, 83, 84])
      expect(pageLinkSlots(current, 84), `page ${current}`).toEqual([1, "gap", 80, 81, 82, 83, 84]);
  });

  it("always seven slots past seven pages, the current page and its neighbours among them, and a gap never stands for one page", () => {
    for (const count of [8, 9, 10, 30]) {
      for (let current = 1; current <= count; current++) {
        const slots = pageLinkSlots(current, count);
        expect(slots, `${current} of ${count}`).toHaveLength(7);
        for (const shown of [current - 1, current, current + 1].filter((n) => n >= 1 && n <= count))
          expect(slots, `${current} of ${count}`).toContain(shown);
        slots.forEach((slot, index) => {
          if (slot !== "gap") return;
          const [before, after] = [slots[index - 1] as number, slots[index + 1] as number];
          expect(after - before, `${current} of ${count}: gap between ${before} and ${after}`).toBeGreaterThan(2);
        });
      }
    }
  });
});
