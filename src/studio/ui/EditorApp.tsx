import { useEffect, useState } from "react";
import { Alert, AppShell, Badge, Burger, Button, Group, Loader, Text, Title } from "@mantine/core";
import { useDisclosure, useHotkeys } from "@mantine/hooks";
import { IconArrowBackUp, IconArrowForwardUp, IconDeviceFloppy } from "@tabler/icons-react";
import { Link, Route, Routes, useLocation } from "react-router-dom";
import { unsavedChanges } from "../state/editor-state.ts";
import { editor, useEditorSelector } from "../state/editor-store.ts";
import { openEditor } from "../state/open-editor.ts";
import { words } from "../words.ts";
import { signedInEditor } from "../api.ts";
import { AccountBar } from "./AccountBar.tsx";
import { ChangesPage } from "./ChangesPage.tsx";
import { HistoryPage } from "./HistoryPage.tsx";
import { InboxPage } from "./inbox/InboxPage.tsx";
import { useMe } from "./use-me.ts";
import { ScheduleButton } from "./ScheduleButton.tsx";
import { MergeQuestions } from "./MergeQuestions.tsx";
import { ConnectionBanner } from "./ConnectionBanner.tsx";
import { UnreadableDrafts } from "./UnreadableDrafts.tsx";
import { DraftOffer } from "./DraftOffer.tsx";
import { FileEditor } from "./files/FileEditor.tsx";
import { SiteDataBrowser } from "./SiteDataBrowser.tsx";
import { useLeaveWarning } from "./use-leave-warning.ts";
import classes from "./EditorApp.module.css";

/**
 * Undo, redo, the unsaved changes and Save, which stays disabled while the validator reports any error; then what
 * happened last, in words. On a phone the buttons are a row of their own (Undo and Redo as icons) and the words a line.
 */
function Toolbar() {
  const me = useMe();
  const changes = useEditorSelector((state) => unsavedChanges(state).size);
  const errors = useEditorSelector((state) => state.check?.diagnostics.length ?? 0);
  const checked = useEditorSelector((state) => state.check !== null);
  const canUndo = useEditorSelector((state) => state.past.length > 0);
  const canRedo = useEditorSelector((state) => state.future.length > 0);
  const saving = useEditorSelector((state) => state.saving);
  const saveError = useEditorSelector((state) => state.saveError);
  const reachable = useEditorSelector((state) => state.reachable);
  const published = useEditorSelector((state) => state.published);
  const [scheduledMessage, setScheduledMessage] = useState<string | null>(null);
  const blocked = errors > 0;
  // On the running site (/admin), Save publishes: the words say so.
  const status = !reachable
    ? words.saveUnreachable
    : blocked
      ? signedInEditor
        ? words.publishBlocked(errors)
        : words.saveBlocked(errors)
      : saveError
        ? signedInEditor
          ? saveError
          : words.saveFailed(saveError)
        : changes === 0 && scheduledMessage
          ? scheduledMessage
          : changes === 0 && published
            ? words.published(published.subject, published.ms)
            : changes === 0 && checked
              ? words.nothingToSave
              : "";
  return (
    <>
      <Group gap="xs" wrap="nowrap" className={classes.tools}>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconArrowBackUp size={16} aria-hidden />}
          disabled={!canUndo}
          onClick={() => editor.undo()}
          aria-label={words.undo}
        >
          <span className={classes.wideOnly}>{words.undo}</span>
        </Button>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconArrowForwardUp size={16} aria-hidden />}
          disabled={!canRedo}
          onClick={() => editor.redo()}
          aria-label={words.redo}
        >
          <span className={classes.wideOnly}>{words.redo}</span>
        </Button>
        <Button component={Link} to="/changes" variant="subtle" size="sm" className={classes.later}>
          {words.changes(changes)}
        </Button>
        {signedInEditor && (
          <Button component={Link} to="/history" variant="subtle" size="sm" className={classes.later}>
            {words.history}
          </Button>
        )}
        {me?.readsInbox && (
          <Button component={Link} to="/inbox" variant="subtle" size="sm" className={classes.later}>
            {words.inbox}
          </Button>
        )}
        {errors > 0 && (
          <Badge color="red.9" className={classes.later}>
            {words.problemCount(errors)}
          </Badge>
        )}
        <Button
          size="sm"
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          disabled={!checked || blocked || changes === 0 || saving}
          title={
            blocked
              ? signedInEditor
                ? words.publishBlocked(errors)
                : words.saveBlocked(errors)
              : changes === 0
                ? words.nothingToSave
                : undefined
          }
          onClick={() => {
            setScheduledMessage(null);
            void editor.save();
          }}
        >
          {signedInEditor ? (saving ? words.publishing : words.publish) : saving ? words.saving : words.save}
        </Button>
        {signedInEditor && (
          <ScheduleButton disabled={!checked || blocked || changes === 0 || saving} onScheduled={setScheduledMessage} />
        )}
      </Group>
      <Text size="sm" aria-live="polite" className={classes.status} title={status}>
        {status}
      </Text>
    </>
  );
}

function Welcome() {
  return (
    <div>
      <Title order={1} size="h2">
        {words.welcomeTitle}
      </Title>
      <Text mt="sm" maw={640}>
        {signedInEditor ? words.welcomeOnSite : words.welcome}
      </Text>
    </div>
  );
}

/** The editor: the site's files on the left, the file being edited (or the unsaved changes) in the middle. */
export function EditorApp() {
  const loaded = useEditorSelector((state) => state.loaded);
  // On a phone, the list of pages and items is a panel of its own: shown on the first page, opened from the header,
  // and closed when a page or an item is chosen.
  const [listOpened, list] = useDisclosure(false);
  const { pathname } = useLocation();
  // open and close are the same functions on every render (useDisclosure's callbacks): this runs when the page changes.
  useEffect(() => (pathname === "/" ? list.open() : list.close()), [pathname, list.open, list.close]);
  const [failed, setFailed] = useState(false);
  useEffect(() => void openEditor().catch(() => setFailed(true)), []);
  useLeaveWarning();
  // Everywhere, text fields included: the editor's undo covers every change, not one field's typing.
  useHotkeys(
    [
      ["mod+z", () => editor.undo()],
      ["mod+shift+z", () => editor.redo()],
      ["mod+y", () => editor.redo()],
      ["mod+s", () => void editor.save()],
    ],
    [],
  );
  return (
    <AppShell
      header={{ height: { base: 128, sm: 60 } }}
      navbar={{ width: 320, breakpoint: "sm", collapsed: { mobile: !listOpened } }}
      padding={{ base: "xs", sm: "md" }}
    >
      <AppShell.Header>
        <a href="#editor-main" className={classes.skip}>
          {words.skipToEditor}
        </a>
        <div className={classes.bar}>
          <Group gap="xs" wrap="nowrap" className={classes.start}>
            <Burger
              opened={listOpened}
              onClick={list.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={words.pagesAndItems}
              aria-expanded={listOpened}
            />
            <Text component={Link} to="/" fw={700} size="lg" className={classes.brand}>
              {words.appTitle}
            </Text>
          </Group>
          <Toolbar />
          <AccountBar />
        </div>
      </AppShell.Header>
      <AppShell.Navbar p="sm">{loaded && <SiteDataBrowser />}</AppShell.Navbar>
      <AppShell.Main id="editor-main" tabIndex={-1}>
        <ConnectionBanner />
        <UnreadableDrafts />
        {failed && <Alert color="red">{signedInEditor ? words.loadFailedOnSite : words.loadFailed}</Alert>}
        {!loaded && !failed && (
          <Group>
            <Loader size="sm" />
            <Text>{words.loading}</Text>
          </Group>
        )}
        {loaded && (
          <Routes>
            <Route path="/" element={<Welcome />} />
            <Route path="/edit/*" element={<FileEditor />} />
            <Route path="/changes" element={<ChangesPage />} />
            {signedInEditor && <Route path="/history" element={<HistoryPage />} />}
            {signedInEditor && <Route path="/inbox" element={<InboxPage />} />}
          </Routes>
        )}
        <MergeQuestions />
        <DraftOffer />
      </AppShell.Main>
    </AppShell>
  );
}
