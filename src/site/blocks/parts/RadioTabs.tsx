import { useId, type ReactNode } from "react";
import classes from "./RadioTabs.module.css";

/** The schemas allow at most this many tabs: RadioTabs.module.css has a rule for each position. */
export const maxTabs = 12;

/**
 * Tabs made of radio buttons in a labelled group: the browser switches them itself, arrow keys included, before
 * and without any script; which one is chosen shows through CSS (RadioTabs.module.css). The first is chosen at
 * first. `children` is either <TabPanels> (one panel per tab) or content whose parts say which tabs show them
 * (tabCellClass, tabNoteClass).
 */
export function RadioTabs({ label, tabs, children }: { label: string; tabs: string[]; children: ReactNode }) {
  const name = useId();
  if (tabs.length > maxTabs)
    throw new Error(`At most ${maxTabs} tabs are supported (got ${tabs.length}); the schema should have refused this.`);
  return (
    <div className={classes.tabs}>
      <div role="radiogroup" aria-label={label} className={classes.list}>
        {tabs.map((tab, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a tab and its panel are matched by position (the radio button's value is the index); tab names may repeat
          <label key={index} className={classes.tab}>
            <input type="radio" name={name} value={String(index)} defaultChecked={index === 0} />
            {tab}
          </label>
        ))}
      </div>
      {children}
    </div>
  );
}

/** One panel per tab, in the tabs' order: only the chosen tab's panel shows. */
export function TabPanels({ panels }: { panels: ReactNode[] }) {
  return (
    <div className={classes.panels}>
      {panels.map((panel, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a tab and its panel are matched by position (the radio button's value is the index); tab names may repeat
        <div key={index} className={classes.panel}>
          {panel}
        </div>
      ))}
    </div>
  );
}

/** The class of a part shown under these tabs only (by position, from 0), e.g. a card under "All" and "Fintech". */
export const tabCellClass = (tabs: number[]) => [classes.cell, ...tabs.map((tab) => classes[`in${tab + 1}`])].join(" ");

/** The class of a grid's card that spans three of its six tracks on large screens while this tab (from 0) is chosen. */
export const tabWideClass = (tab: number) => classes[`wide${tab + 1}`];

/** The class of a note shown only while this tab (by position, from 0) is chosen, e.g. "No openings here yet". */
export const tabNoteClass = (tab: number) => `${classes.note} ${classes[`note${tab + 1}`]}`;
