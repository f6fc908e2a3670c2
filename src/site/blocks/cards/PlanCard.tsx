import { Badge, Card, Group, List, Text, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import type { SupportPlan } from "../../../core/generated/site-data.ts";
import { ActionButton } from "../parts/ActionButton.tsx";
import classes from "./cards.module.css";

/** A support plan: name, price and period, who it suits, what it includes; a plan with a badge is highlighted. */
export function PlanCard({ item: plan }: { item: SupportPlan }) {
  return (
    <Card
      withBorder
      shadow={plan.badge ? "md" : "sm"}
      radius="md"
      padding="xl"
      className={`${classes.card} ${plan.badge ? classes.highlighted : ""}`}
    >
      <Group justify="space-between" align="flex-start">
        <Title order={3} size="h4">
          {plan.name}
        </Title>
        {plan.badge && <Badge>{plan.badge}</Badge>}
      </Group>
      <Text mt="md">
        <span className={classes.price}>{plan.price}</span>
        {plan.period && (
          <Text span c="dimmed">
            {plan.period}
          </Text>
        )}
      </Text>
      <Text c="dimmed" mt="xs">
        {plan.description}
      </Text>
      <List
        spacing="xs"
        mt="lg"
        className={classes.grow}
        icon={<IconCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />}
      >
        {plan.features.map((feature) => (
          <List.Item key={feature}>{feature}</List.Item>
        ))}
      </List>
      <ActionButton action={plan.action} variant={plan.badge ? "filled" : "light"} mt="xl" />
    </Card>
  );
}
