import { Badge, Button, Group, Text } from "@mantine/core";
import { signedInEditor } from "../api.ts";
import { useMe } from "./use-me.ts";
import { words } from "../words.ts";
import classes from "./EditorApp.module.css";

/**
 * On the running site (/admin): who is signed in, and signing out. A plain form that posts by itself, so that signing
 * out works whatever state the page is in. Nothing under `npm run edit`, where nobody signs in.
 */
export function AccountBar() {
  const me = useMe();
  if (!signedInEditor || !me) return null;
  return (
    <Group gap="xs" wrap="nowrap" className={classes.account}>
      <Text size="sm" className={classes.email} title={me.email}>
        {me.email}
      </Text>
      {/* White on a dark colour: more than 4.5:1 (WCAG AA), which the light variant of a dark colour was not. */}
      <Badge variant="filled" color={me.role === "admin" ? "grape.9" : "blue.9"} c="white">
        {words.role[me.role]}
      </Badge>
      <form method="post" action="/admin/logout">
        <Button type="submit" variant="subtle" size="sm" className={classes.target}>
          {words.signOut}
        </Button>
      </form>
    </Group>
  );
}
