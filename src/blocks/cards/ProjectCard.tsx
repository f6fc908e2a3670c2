import { AspectRatio, Badge, Button, Card, Group, Text, Title, VisuallyHidden } from "@mantine/core";
import { SmartLink } from "../../render-context/SmartLink.tsx";
import { useSite } from "../../render-context/site-context.tsx";
import type { Project } from "../../generated/site-data.ts";
import { useItemHref } from "../page-items-context.tsx";
import { useBlockWidth } from "../block-width-context.tsx";
import { SiteImage } from "../parts/SiteImage.tsx";
import classes from "./cards.module.css";

/** A portfolio project's card: 'Visit Website' (new tab) when the project has a public website, else 'View Case Study'. */
export function ProjectCard({ item: project }: { item: Project }) {
  const { labels } = useSite();
  const caseStudy = useItemHref("projects", project);
  const [href, label] = project.website ? [project.website, labels.visitWebsite] : [caseStudy, labels.viewCaseStudy];
  const cell = useBlockWidth();
  return (
    <Card withBorder shadow="sm" radius="md" padding="lg" className={classes.card}>
      <Card.Section>
        <AspectRatio ratio={16 / 9}>
          <SiteImage image={project.image} layout={cell} className={classes.image} />
        </AspectRatio>
      </Card.Section>
      <Text size="sm" c="dimmed" mt="md">
        {project.client}
      </Text>
      <Title order={3} size="h4" mt={4}>
        {project.title}
      </Title>
      <Text c="dimmed" mt="xs" className={classes.grow}>
        {project.description}
      </Text>
      <Group gap={6} mt="md">
        {project.technologies.map((technology) => (
          <Badge key={technology} variant="outline" color="gray" tt="none">
            {technology}
          </Badge>
        ))}
      </Group>
      {href && (
        <Button component={SmartLink} href={href} variant="light" mt="lg">
          {label}
          <VisuallyHidden>: {project.title}</VisuallyHidden>
        </Button>
      )}
    </Card>
  );
}
