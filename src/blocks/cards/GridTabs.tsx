import { Tabs } from "@mantine/core";
import type { ReactNode } from "react";
import type { GridTabs as GridTabsData } from "../../generated/site-data.ts";

/** The tabs above a collection grid; the panel of the chosen tab holds the grid (the others stay empty). */
export function GridTabs({ tabs, value, allValue, onChange, children }: { tabs: GridTabsData; value: string; allValue: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <Tabs value={value} onChange={(next) => onChange(next ?? allValue)} keepMounted={false}>
      <Tabs.List justify="center" mb="xl" aria-label={tabs.label}>
        <Tabs.Tab value={allValue}>{tabs.allLabel}</Tabs.Tab>
        {tabs.options.map((option) => (
          <Tabs.Tab key={option.value} value={option.value}>
            {option.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {[allValue, ...tabs.options.map((option) => option.value)].map((panel) => (
        <Tabs.Panel key={panel} value={panel}>
          {children}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
