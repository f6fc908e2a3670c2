import { useCallback, useEffect, useState } from "react";
import { ActionIcon, Alert, AppShell, Badge, Burger, Button, Group, Loader, Menu, Text, Title } from "@mantine/core";
import { useDisclosure, useHotkeys } from "@mantine/hooks";
import { IconArrowBackUp, IconArrowForwardUp, IconClock, IconDeviceFloppy, IconDots } from "@tabler/icons-react";
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
import { ScheduleButton, ScheduleDialog } from "./ScheduleButton.tsx";
import { MergeQuestions, whenText } from "./MergeQuestions.tsx";
import { Notices } from "./Notices.tsx";
import { useSteps } from "./use-steps.ts";
import { ConnectionBanner } from "./ConnectionBanner.tsx";
import { UnreadableDrafts } from "./UnreadableDrafts.tsx";
import { DraftOffer } from "./DraftOffer.tsx";
import { FileEditor } from "./files/FileEditor.tsx";
import { SiteDataBrowser } from "./SiteDataBrowser.tsx";
import { useLeaveWarning } from "./use-leave-warning.ts";
import { approvalState } from "../state/review-approval.ts";
import { ReviewsPage } from "./review/ReviewsPage.tsx";
import { ShareDialog } from "./review/ShareDialog.tsx";
import { useReviews } from "./review/use-reviews.ts";
import classes from "./EditorApp.module.css";

/**
 * Undo, redo, the unsaved changes and Save, which stays disabled while the validator reports any error or the server
 * does not answer; then what happened last, in words, on a line of its own that wraps (never cut off). On a phone,
 * Undo and Redo are icons, Publish (or Save) follows them, and the rest is behind "More actions": nothing is pushed
 * off the screen. Every button is at least 44 × 44 px (WCAG 2.5.5).
 */
function Toolbar({ undo, redo }: { undo(): void; redo(): void }) {
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
  const replacedSince = useEditorSelector((state) => state.publishedReplaced);
  const [scheduledMessage, setScheduledMessage] = useState<string | null>(null);
  const [scheduling, setScheduling] = useState(false);
  const [sharing, setSharing] = useState(false);
  const blocked = errors > 0;
  // Where the person's publishes need an approval first (the site's settings), Publish waits for one that holds for
  // the changes exactly as they are; until then the button shares them for review, and the status says why.
  const { reviews } = useReviews();
  const approval = useEditorSelector(
    (state) => (reviews?.needsApproval ? approvalState(reviews.mine, unsavedChanges(state)) : null),
    (a, b) =>
      a === b ||
      (a !== null &&
        b !== null &&
        a.covered === b.covered &&
        a.voided[0] === b.voided[0] &&
        a.waiting.length === b.waiting.length),
  );
  const waitsForApproval = signedInEditor && changes > 0 && approval !== null && !approval.covered;
  // On the running site (/admin), Save publishes: the words say so.
  const status = !reachable
    ? signedInEditor
      ? words.waitingForConnection
      : words.saveUnreachable
    : blocked
      ? signedInEditor
        ? words.publishBlocked(errors)
        : words.saveBlocked(errors)
      : saveError
        ? signedInEditor
          ? saveError
          : words.saveFailed(saveError)
        : waitsForApproval && approval
          ? approval.voided.length
            ? words.review.voided(approval.voided[0].answeredBy ?? "")
            : approval.waiting.length
              ? words.review.waitingAnswer
              : words.review.needed
          : changes === 0 && scheduledMessage
            ? scheduledMessage
            : changes === 0 && published
              ? replacedSince
                ? words.publishedReplaced(
                    published.subject,
                    replacedSince.by ?? words.someoneElse,
                    whenText(replacedSince.at),
                  )
                : words.published(published.subject, published.ms)
              : changes === 0 && checked
                ? words.nothingToSave
                : "";
  // On /admin, nothing can be published while the server does not answer: the buttons wait for it rather than doing
  // nothing. Under `npm run edit`, Save stays, and says why nothing was saved (the developer may start it again).
  const cannotSend = !checked || blocked || changes === 0 || saving || (signedInEditor && !reachable);
  return (
    <>
      <Group gap="xs" className={classes.tools}>
        <Button
          variant="default"
          size="sm"
          className={classes.target}
          leftSection={<IconArrowBackUp size={16} aria-hidden />}
          disabled={!canUndo}
          onClick={undo}
          aria-label={words.undo}
        >
          <span className={classes.wideOnly}>{words.undo}</span>
        </Button>
        <Button
          variant="default"
          size="sm"
          className={classes.target}
          leftSection={<IconArrowForwardUp size={16} aria-hidden />}
          disabled={!canRedo}
          onClick={redo}
          aria-label={words.redo}
        >
          <span className={classes.wideOnly}>{words.redo}</span>
        </Button>
        <Button
          component={Link}
          to="/changes"
          variant="subtle"
          size="sm"
          className={`${classes.target} ${classes.wideOnly}`}
        >
          {words.changes(changes)}
        </Button>
        {signedInEditor && (
          <Button
            component={Link}
            to="/history"
            variant="subtle"
            size="sm"
            className={`${classes.target} ${classes.wideOnly}`}
          >
            {words.history}
          </Button>
        )}
        {signedInEditor && (
          <Button
            component={Link}
            to="/reviews"
            variant="subtle"
            size="sm"
            className={`${classes.target} ${classes.wideOnly}`}
          >
            {reviews?.waiting.length ? words.review.navWaiting(reviews.waiting.length) : words.review.nav}
          </Button>
        )}
        {me?.readsInbox && (
          <Button
            component={Link}
            to="/inbox"
            variant="subtle"
            size="sm"
            className={`${classes.target} ${classes.wideOnly}`}
          >
            {words.inbox}
          </Button>
        )}
        {errors > 0 && (
          <Badge color="red.9" className={classes.wideOnly}>
            {words.problemCount(errors)}
          </Badge>
        )}
        <Button
          size="sm"
          className={classes.target}
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          disabled={cannotSend}
          title={
            !reachable && signedInEditor
              ? words.waitingForConnection
              : blocked
                ? signedInEditor
                  ? words.publishBlocked(errors)
                  : words.saveBlocked(errors)
                : changes === 0
                  ? words.nothingToSave
                  : undefined
          }
          onClick={() => {
            setScheduledMessage(null);
            if (waitsForApproval) setSharing(true);
            else void editor.save();
          }}
        >
          {waitsForApproval
            ? words.review.share
            : signedInEditor
              ? saving
                ? words.publishing
                : words.publish
              : saving
                ? words.saving
                : words.save}
        </Button>
        {signedInEditor && (
          <ScheduleButton
            className={`${classes.target} ${classes.wideOnly}`}
            disabled={cannotSend}
            onScheduled={setScheduledMessage}
          />
        )}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="default"
              size={44}
              className={classes.phoneOnly}
              aria-label={words.moreActions}
              title={words.moreActions}
            >
              <IconDots size={20} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to="/changes" className={classes.menuItem}>
              {words.changes(changes)}
            </Menu.Item>
            {signedInEditor && (
              <Menu.Item component={Link} to="/history" className={classes.menuItem}>
                {words.history}
              </Menu.Item>
            )}
            {signedInEditor && (
              <Menu.Item component={Link} to="/reviews" className={classes.menuItem}>
                {words.review.nav}
              </Menu.Item>
            )}
            {me?.readsInbox && (
              <Menu.Item component={Link} to="/inbox" className={classes.menuItem}>
                {words.inbox}
              </Menu.Item>
            )}
            {signedInEditor && (
              <Menu.Item
                className={classes.menuItem}
                leftSection={<IconClock size={16} aria-hidden />}
                disabled={cannotSend}
                onClick={() => setScheduling(true)}
              >
                {words.schedule}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
      {signedInEditor && (
        <ScheduleDialog opened={scheduling} onClose={() => setScheduling(false)} onScheduled={setScheduledMessage} />
      )}
      {signedInEditor && <ShareDialog opened={sharing} onClose={() => setSharing(false)} />}
      <Text size="sm" aria-live="polite" className={classes.status}>
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

/**
 * The header's height as it is laid out: its status line wraps and its buttons may take two lines, so it is as tall as
 * what it holds, and the page under it starts below it (AppShell places the page by the height it is given).
 */
function useHeaderHeight(): [number, (node: HTMLElement | null) => void] {
  const [height, setHeight] = useState(60);
  const ref = useCallback((node: HTMLElement | null) => {
    if (!node) return;
    // And the header's border under it.
    const measure = () => setHeight(Math.ceil(node.getBoundingClientRect().height) + 1);
    measure();
    new ResizeObserver(measure).observe(node);
  }, []);
  return [height, ref];
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
  const [headerHeight, headerRef] = useHeaderHeight();
  const [failed, setFailed] = useState(false);
  useEffect(() => void openEditor().catch(() => setFailed(true)), []);
  useLeaveWarning();
  const steps = useSteps();
  // Everywhere, text fields included: the editor's undo covers every change, not one field's typing.
  useHotkeys(
    [
      ["mod+z", steps.undo],
      ["mod+shift+z", steps.redo],
      ["mod+y", steps.redo],
      ["mod+s", () => void editor.save()],
    ],
    [],
  );
  return (
    <AppShell
      header={{ height: headerHeight }}
      navbar={{ width: 320, breakpoint: "sm", collapsed: { mobile: !listOpened } }}
      padding={{ base: "xs", sm: "md" }}
    >
      <AppShell.Header>
        <a href="#editor-main" className={classes.skip}>
          {words.skipToEditor}
        </a>
        <div className={classes.bar} ref={headerRef}>
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
          <Toolbar undo={steps.undo} redo={steps.redo} />
          <AccountBar />
        </div>
      </AppShell.Header>
      <AppShell.Navbar p="sm">{loaded && <SiteDataBrowser />}</AppShell.Navbar>
      <AppShell.Main id="editor-main" tabIndex={-1}>
        <ConnectionBanner />
        <UnreadableDrafts />
        <Notices step={steps.notice} onCloseStep={steps.dismiss} />
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
            {signedInEditor && <Route path="/reviews" element={<ReviewsPage />} />}
          </Routes>
        )}
        <MergeQuestions />
        <DraftOffer />
      </AppShell.Main>
    </AppShell>
  );
}
