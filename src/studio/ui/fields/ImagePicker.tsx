import { useState } from "react";
import {
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from "@mantine/core";
import { api, Cancelled } from "../../api.ts";
import type { SiteImage } from "../../../core/contract/api-types.ts";
import { editor, useEditorSelector } from "../../state/editor-store.ts";
import { words } from "../../words.ts";
import classes from "./ImagePicker.module.css";
import { editorImageSource } from "../../editor-images.ts";
import { EditorModal } from "../EditorModal.tsx";

/** The site's pictures as thumbnails to choose from, and an upload that adds one (checked by the server). */
export function ImagePicker({
  opened,
  onClose,
  onChoose,
}: {
  opened: boolean;
  onClose(): void;
  onChoose(image: SiteImage): void;
}) {
  const images = useEditorSelector((state) => state.images);
  const maxUploadBytes = useEditorSelector((state) => state.maxUploadBytes);
  const [filter, setFilter] = useState("");
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState<{ sent: number; total: number; cancel(): void } | null>(null);
  const shown = images.filter((image) => image.src.toLowerCase().includes(filter.toLowerCase()));
  const upload = async (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    if (file.size > maxUploadBytes)
      return setUploadError(
        words.imageUploadFailed(
          `${(file.size / 1024 / 1024).toFixed(1)} MB is more than ${maxUploadBytes / 1024 / 1024} MB`,
        ),
      );
    const sending = api.upload(file, (sent, total) => setUploading((shown) => shown && { ...shown, sent, total }));
    setUploading({ sent: 0, total: file.size, cancel: sending.cancel });
    try {
      const image = await sending.done;
      editor.addImage(image);
      onChoose(image);
    } catch (error) {
      // Cancelled: nothing was added, and nothing went wrong.
      if (!(error instanceof Cancelled))
        setUploadError(words.imageUploadFailed((error as Error).message.replace(/^refused: /, "")));
    } finally {
      setUploading(null);
    }
  };
  return (
    <EditorModal opened={opened} onClose={onClose} title={words.imagePickerTitle} size="xl">
      <Stack>
        <Group gap="sm" wrap="wrap">
          <FileButton onChange={(file) => void upload(file)} accept="image/png,image/jpeg,image/webp,image/avif">
            {(props) => (
              <Button {...props} loading={uploading !== null} aria-describedby="image-upload-help">
                {words.imageUpload}
              </Button>
            )}
          </FileButton>
          <Text id="image-upload-help" size="sm" c="dimmed" style={{ flex: "1 1 16rem" }}>
            {words.imageUploadHelp(maxUploadBytes / 1024 / 1024)}
          </Text>
        </Group>
        {uploading && (
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" aria-live="polite">
                {words.imageUploadProgress(uploading.sent, uploading.total)}
              </Text>
              <Button size="xs" variant="default" onClick={uploading.cancel}>
                {words.imageUploadCancel}
              </Button>
            </Group>
            <Progress
              value={uploading.total ? (100 * uploading.sent) / uploading.total : 0}
              aria-label={words.imageUploadProgressLabel}
            />
          </Stack>
        )}
        {uploadError && (
          <Alert color="red" role="alert">
            {uploadError}
          </Alert>
        )}
        <TextInput
          label={words.imageFilter}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {shown.map((image) => (
            <UnstyledButton key={image.src} className={classes.choice} onClick={() => onChoose(image)}>
              <Image src={editorImageSource(image.src)} alt="" h={90} fit="contain" />
              <Text size="xs" className={classes.name}>
                {image.src.replace(/^\/images\//, "")}
              </Text>
              <Text size="xs">{words.imageSize(image.width, image.height)}</Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Stack>
    </EditorModal>
  );
}
