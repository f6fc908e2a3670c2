import { Group, type GroupProps } from "@mantine/core";
import type { Action } from "../../../core/generated/site-data.ts";
import { ActionButton } from "./ActionButton.tsx";

type ActionPairProps = Omit<GroupProps, "children"> & { primary: Action; secondary?: Action };

/** A main button and an optional outlined one, for dark backgrounds (hero, call to action). */
export function ActionPair({ primary, secondary, ...groupProps }: ActionPairProps) {
  return (
    <Group gap="md" {...groupProps}>
      <ActionButton action={primary} variant="white" size="lg" />
      {secondary && <ActionButton action={secondary} variant="outline" color="white" size="lg" />}
    </Group>
  );
}
