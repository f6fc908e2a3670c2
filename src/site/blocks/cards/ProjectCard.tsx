import { Badge, Group, Text } from "@mantine/core";
import type { Project } from "../../../core/generated/site-data.ts";
import { useSite } from "../../render-context/site-context.tsx";
import { useItemHref } from "../page-items-context.tsx";
import { ItemCard } from "./ItemCard.tsx";

/** A portfolio project's card: 'Visit Website' (new tab) when the project has a public website, else 'View Case Study'. */
export function ProjectCard({ item: project }: { item: Project }) {
  const { labels } = useSite();
  const caseStudy = useItemHref("projects", project);
  const [href, label] = project.website ? [project.website, labels.visitWebsite] : [caseStudy, labels.viewCaseStudy];
  return (
    <ItemCard
      title={project.title}
      titleGap={4}
      padding="lg"
      shadow="sm"
      picture={project.image}
      above={
        <Text size="sm" c="dimmed" mt="md">
          {project.client}
        </Text>
      }
      description={project.description}
      link={{ as: "button", href, label, variant: "light", mt: "lg" }}
    >
      <Group gap={6} mt="md">
        {project.technologies.map((technology) => (
          <Badge key={technology} variant="outline" color="gray" tt="none">
            {technology}
          </Badge>
        ))}
      </Group>
    </ItemCard>
  );
}
