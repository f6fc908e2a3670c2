import { useEffect, useState } from "react";
import { Anchor, Box, Button, Group, List, Stack, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import type { ReferencePlace } from "../../../core/content/site-references.ts";
import { detailFolder } from "../../../core/page-paths/path-pattern.ts";
import { fileRole } from "../../../core/validation/file-roles.ts";
import { fileValue } from "../../state/editor-state.ts";
import { editor, useEditorSelector, useSchemas } from "../../state/editor-store.ts";
import { addressOf } from "../../state/file-titles.ts";
import { placesNamingFile } from "../../state/site-addresses.ts";
import { words } from "../../words.ts";
import { ChangeAddressDialog } from "./ChangeAddressDialog.tsx";
import { placeLink, placeWords } from "./place-words.ts";

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((entry, i) => entry === b[i]);

/** The addresses a page or an item had before ("formerIds" made into addresses, "formerPaths" as written). */
function formerAddresses(address: string, value: unknown, isPage: boolean): string[] {
  const record = (value ?? {}) as { formerIds?: unknown; formerPaths?: unknown };
  const list = isPage ? record.formerPaths : record.formerIds;
  if (!Array.isArray(list)) return [];
  const strings = list.filter((entry): entry is string => typeof entry === "string");
  if (isPage) return strings.filter((entry) => !entry.includes(":"));
  const folder = address.slice(0, address.lastIndexOf("/"));
  return strings.map((id) => `${folder}/${id}`);
}

/**
 * The places that name a file, worked out a moment after the last change rather than at every keystroke: it reads
 * every file of the site.
 */
function usePlacesNaming(file: string): ReferencePlace[] | null {
  const drafts = useEditorSelector((state) => state.drafts);
  const disk = useEditorSelector((state) => state.disk);
  const [places, setPlaces] = useState<{ file: string; places: ReferencePlace[] } | null>(null);
  useEffect(() => {
    const timer = setTimeout(
      () => setPlaces({ file, places: placesNamingFile({ ...editor.get(), drafts, disk }, file) }),
      300,
    );
    return () => clearTimeout(timer);
  }, [file, drafts, disk]);
  return places?.file === file ? places.places : null;
}

/**
 * Where a page or an item is on the site, with what changes it ("Change address": the old address keeps leading here),
 * how many places link here (each a link to it), and the addresses it had before. Nothing for what has no page.
 */
export function AddressPanel({ file }: { file: string }) {
  const schemas = useSchemas();
  const address = useEditorSelector((state) => addressOf(state, file));
  const isPage = fileRole(file)?.kind === "page";
  const path = useEditorSelector((state) => (fileValue(state, file) as { path?: unknown } | undefined)?.path);
  const former = useEditorSelector((state) => formerAddresses(address ?? "", fileValue(state, file), isPage), sameList);
  const places = usePlacesNaming(file);
  const [changing, setChanging] = useState(false);
  if (!address || path === "*") return <span />;
  const eachItem = isPage && typeof path === "string" && path.includes(":");

  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm">
          {words.addressLabel}:{" "}
          <Text span fw={600} data-testid="file-address">
            {eachItem ? words.addressOfEach(address.replace(/\/…$/, "")) : address}
          </Text>
        </Text>
        {/* A folder named by the items' fields (an article under its topic) moves with those items, not by hand. */}
        {!(eachItem && detailFolder(String(path)).includes(":")) && (
          <Button size="compact-sm" mih={44} variant="subtle" onClick={() => setChanging(true)}>
            {words.changeAddress}
          </Button>
        )}
      </Group>
      {places && (
        <Box component="details" fz="sm">
          <Text component="summary" size="sm" style={{ cursor: "pointer", minHeight: 44, display: "list-item" }}>
            {words.linkedFrom(places.length)}
          </Text>
          {places.length > 0 && (
            <List size="sm" spacing={4} mb="xs">
              {places.map((place) => (
                <List.Item key={`${place.file}${place.pointer}`}>
                  <Anchor component={Link} to={placeLink(place)} size="sm">
                    {placeWords(schemas, place)}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          )}
        </Box>
      )}
      {former.length > 0 && <Text size="xs">{words.formerAddresses(former)}</Text>}
      {changing && <ChangeAddressDialog file={file} places={places ?? []} onClose={() => setChanging(false)} />}
    </Stack>
  );
}
