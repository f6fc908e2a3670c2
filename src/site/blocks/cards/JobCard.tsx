import { Badge, Group, List } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import type { Job } from "../../../core/generated/site-data.ts";
import { useSite } from "../../render-context/site-context.tsx";
import { useItemHref } from "../page-items-context.tsx";
import { MarkdownText } from "../parts/MarkdownText.tsx";
import { ItemCard } from "./ItemCard.tsx";
import classes from "./cards.module.css";

/** A job opening: title, department, location and type, its description, collapsible responsibilities and requirements, 'Apply Now'. */
export function JobCard({ item: job }: { item: Job }) {
  const { labels } = useSite();
  const applyHref = useItemHref("jobs", job);
  return (
    <ItemCard
      title={job.title}
      padding="lg"
      shadow="sm"
      link={{ as: "button", href: applyHref, label: labels.applyNow, mt: "lg" }}
    >
      <Group gap={6} mt="xs">
        <Badge variant="light" tt="capitalize">
          {job.department}
        </Badge>
        <Badge variant="outline" color="gray" tt="none">
          {job.location}
        </Badge>
        <Badge variant="outline" color="gray" tt="none">
          {job.type}
        </Badge>
      </Group>
      <MarkdownText markdown={job.description} className={classes.grow} />
      {/* Native disclosure widgets: collapsible without any script, and their text is in the page from the start. */}
      <div className={classes.sections}>
        {(
          [
            ["responsibilities", labels.responsibilities, job.responsibilities],
            ["requirements", labels.requirements, job.requirements],
          ] as const
        ).map(([key, title, lines]) => (
          <details key={key} className={classes.disclosure}>
            <summary>
              {title}
              <IconChevronDown size={16} aria-hidden className={classes.disclosureChevron} />
            </summary>
            <List spacing={4} size="sm" mt="xs">
              {lines.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </details>
        ))}
      </div>
    </ItemCard>
  );
}
