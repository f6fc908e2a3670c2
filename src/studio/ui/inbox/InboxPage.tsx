import { useCallback, useEffect, useState } from "react";
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { api, Refused } from "../../api.ts";
import type { InboxPage as Page, InboxQuery, InboxSubmission } from "../../../core/contract/inbox-types.ts";
import { words } from "../../words.ts";
import { nameFromId } from "../../state/choice-words.ts";
import { EraseByAddress } from "./EraseByAddress.tsx";
import { InboxEntry } from "./InboxEntry.tsx";

type Kind = "submissions" | "spam";

/**
 * The form submissions (/admin/inbox): the inbox or the spam folder, one form or all, a search, a page at a time
 * ("Show older submissions"), a CSV of what is chosen, and erasing everything from one person.
 */
export function InboxPage() {
  const [kind, setKind] = useState<Kind>("submissions");
  const [form, setForm] = useState("");
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const [entries, setEntries] = useState<InboxSubmission[]>([]);
  const [forms, setForms] = useState<Page["forms"]>([]);
  const [more, setMore] = useState(false);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState<string | null>(null);

  const load = useCallback(
    async (before?: string) => {
      setLoading(true);
      setFailed(null);
      try {
        const query: InboxQuery = { kind, form, q: search, before };
        const page = await api.inbox(query);
        setForms(page.forms);
        setEntries((shown) => (before ? [...shown, ...page.submissions] : page.submissions));
        setMore(page.more);
      } catch (error) {
        setFailed(error instanceof Refused ? error.message : words.inboxFailed);
      } finally {
        setLoading(false);
      }
    },
    [kind, form, search],
  );
  useEffect(() => void load(), [load]);

  const csv = `${import.meta.env.BASE_URL}api/inbox.csv?${new URLSearchParams({ kind, ...(form ? { form } : {}) })}`;
  return (
    <Stack gap="md" maw={820}>
      <div>
        <Title order={1} size="h2">
          {words.inboxTitle}
        </Title>
        <Text mt="xs" size="sm">
          {words.inboxHelp}
        </Text>
      </div>
      <Group gap="sm" align="end">
        <SegmentedControl
          aria-label={words.inboxTitle}
          value={kind}
          onChange={(value) => setKind(value as Kind)}
          data={(["submissions", "spam"] as const).map((value) => ({ value, label: words.inboxFolders[value] }))}
        />
        <NativeSelect
          label={words.inboxForm}
          value={form}
          onChange={(event) => setForm(event.currentTarget.value)}
          data={[
            { value: "", label: words.inboxAllForms },
            ...forms.map(({ id }) => ({ value: id, label: nameFromId(id) })),
          ]}
        />
        {/* biome-ignore lint/a11y/useSemanticElements: a form with role="search" is the search landmark in every browser and screen reader; the newer <search> element is not yet. */}
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(typed.trim());
          }}
        >
          <Group gap="xs" align="end">
            <TextInput
              type="search"
              label={words.inboxSearch}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
            />
            <Button type="submit" variant="default">
              {words.inboxSearchButton}
            </Button>
          </Group>
        </form>
      </Group>
      <Anchor href={csv} download size="sm">
        {words.inboxCsv}
      </Anchor>
      {failed && (
        <Alert color="red" role="alert">
          {failed}
        </Alert>
      )}
      {!loading && !failed && entries.length === 0 && (
        <Text>{search ? words.inboxNothingFound : words.inboxNothing}</Text>
      )}
      <Stack
        component="ol"
        gap="sm"
        style={{ listStyle: "none", padding: 0, margin: 0 }}
        aria-label={words.inboxFolders[kind]}
      >
        {entries.map((entry) => (
          <InboxEntry
            key={entry.id}
            entry={entry}
            form={forms.find(({ id }) => id === entry.form)}
            onChanged={(changed) =>
              setEntries((shown) =>
                changed
                  ? shown.map((candidate) => (candidate.id === changed.id ? changed : candidate))
                  : shown.filter((candidate) => candidate.id !== entry.id),
              )
            }
          />
        ))}
      </Stack>
      {loading && <Loader size="sm" role="status" aria-label={words.loading} />}
      {more && !loading && (
        <Button variant="default" onClick={() => void load(entries.at(-1)?.id)}>
          {words.inboxMore}
        </Button>
      )}
      <EraseByAddress onErased={() => void load()} />
    </Stack>
  );
}
