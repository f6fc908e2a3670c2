import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  expectHeadings,
  expectLink,
  expectRadioTabs,
  itemFolders,
  renderSections,
} from "../../../../tests/unit/block-test-helpers.tsx";
import { allItems, site } from "../../../../tests/unit/test-providers.tsx";
import radioTabClasses from "../parts/RadioTabs.module.css";
import { projectsWithCategoryTabs } from "./fixtures.ts";

describe("collectionGrid", () => {
  it("shows every project's card, its link to the website or the case study, and tabs that filter them by category", () => {
    const block = projectsWithCategoryTabs;
    renderSections(block);
    const projects = Object.values(allItems.projects);
    const titles = () => screen.queryAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expectHeadings(2, [block.heading!.title]);
    // Tabs are radio buttons, the first ("All") chosen; every card is in the page (CSS shows the chosen tab's).
    expectRadioTabs(block.tabs!.label!, [block.tabs!.allLabel, ...block.tabs!.options.map((option) => option.label)]);
    expect(titles()).toEqual(projects.map((project) => project.title));
    for (const project of projects) {
      if (project.website) {
        const link = screen.getByRole("link", { name: `${site.labels.visitWebsite}: ${project.title}` });
        expect(link).toHaveAttribute("href", project.website);
        expect(link).toHaveAttribute("target", "_blank");
        expect(link).toHaveAttribute("rel", "noopener noreferrer");
      } else {
        expectLink(`${site.labels.viewCaseStudy}: ${project.title}`, `${itemFolders.projects}/${project.id}`);
      }
    }
    // Each card is marked as shown under the tabs of its category, and under "All" (the browser tests check the CSS).
    const shownUnder = (tab: number) =>
      titles().filter((title) =>
        screen.getByRole("heading", { level: 3, name: title! }).closest(`.${radioTabClasses[`in${tab + 1}`]}`),
      );
    expect(shownUnder(0)).toEqual(projects.map((project) => project.title));
    for (const [index, option] of block.tabs!.options.entries()) {
      const expected = projects.filter((project) => project.category === option.value).map((project) => project.title);
      expect(expected.length).toBeGreaterThan(0);
      expect(shownUnder(index + 1)).toEqual(expected);
    }
  });
});
