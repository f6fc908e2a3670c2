import { Alert, List } from "@mantine/core";
import { editor, useEditorSelector } from "../state/editor-store.ts";
import { words } from "../words.ts";

/** Drafts kept on the server that it cannot read: said, once the editor opens, instead of leaving them out unsaid. */
export function UnreadableDrafts() {
  const messages = useEditorSelector((state) => state.unreadableDrafts);
  if (!messages?.length) return null;
  return (
    <Alert
      color="orange"
      title={words.draftsUnreadableTitle}
      role="status"
      mb="md"
      withCloseButton
      onClose={() => editor.draftsUnreadable([])}
    >
      <List size="sm" spacing={4}>
        {messages.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
