import { useState } from "react";
import { Alert, Button, Card, Group, Text, TextInput, Title } from "@mantine/core";
import { api, Refused } from "../../api.ts";
import { words } from "../../words.ts";
import { Confirm } from "../Confirm.tsx";

/** A data-subject request: everything sent from one e-mail address erased, after one more question. */
export function EraseByAddress({ onErased }: { onErased(): void }) {
  const [address, setAddress] = useState("");
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const erase = async () => {
    setBusy(true);
    try {
      const { erased } = await api.eraseAddress(address.trim());
      setMessage({ text: words.inboxErasedFromAddress(erased, address.trim()), failed: false });
      setAddress("");
      onErased();
    } catch (error) {
      setMessage({ text: error instanceof Refused ? error.message : words.inboxFailed, failed: true });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <Card withBorder component="section" aria-labelledby="erase-address-title" mt="xl">
      <Title order={2} size="h4" id="erase-address-title">
        {words.inboxEraseAddressTitle}
      </Title>
      <Text size="sm" mt="xs" maw={640}>
        {words.inboxEraseAddressHelp}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setMessage(null);
          setAsking(true);
        }}
      >
        <Group align="end" mt="sm" gap="xs">
          <TextInput
            type="email"
            required
            label={words.inboxEraseAddressLabel}
            value={address}
            onChange={(event) => setAddress(event.currentTarget.value)}
            autoComplete="off"
          />
          <Button type="submit" variant="default" disabled={asking}>
            {words.inboxEraseAddressButton}
          </Button>
        </Group>
      </form>
      {asking && (
        <Confirm
          question={words.inboxEraseAddressQuestion(address.trim())}
          yes={words.inboxEraseYes}
          no={words.inboxKeep}
          busy={busy}
          onYes={() => void erase()}
          onNo={() => setAsking(false)}
        />
      )}
      {message && (
        <Alert color={message.failed ? "red" : "green"} mt="sm" role={message.failed ? "alert" : "status"}>
          {message.text}
        </Alert>
      )}
    </Card>
  );
}
