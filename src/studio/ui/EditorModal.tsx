import type { ReactNode } from "react";
import { Modal } from "@mantine/core";
import { words } from "../words.ts";

interface EditorModalProps {
  opened: boolean;
  onClose(): void;
  title: ReactNode;
  size?: string;
  /** A choice that must be made (a conflict): no close button, no closing by a click beside it. */
  mustChoose?: boolean;
  children: ReactNode;
}

/**
 * Mantine's Modal as the editor needs it: its close button named, and its title bar a plain element (Mantine's is a
 * <header>, which screen readers and axe take for a second banner beside the editor's own).
 */
export function EditorModal({ opened, onClose, title, size, mustChoose = false, children }: EditorModalProps) {
  return (
    <Modal.Root opened={opened} onClose={onClose} size={size} closeOnClickOutside={!mustChoose}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>{title}</Modal.Title>
          {!mustChoose && <Modal.CloseButton aria-label={words.close} />}
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
