import { Button, VisuallyHidden, type ButtonProps } from "@mantine/core";
import type { MouseEventHandler } from "react";
import type { Action } from "../../../core/generated/site-data.ts";
import { SmartLink } from "../../render-context/SmartLink.tsx";

type ActionButtonProps = Omit<ButtonProps, "children"> & {
  action: Action;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
};

export function ActionButton({ action, ...buttonProps }: ActionButtonProps) {
  return (
    <Button component={SmartLink} href={action.href} {...buttonProps}>
      {action.label}
      {action.context && <VisuallyHidden>&nbsp;{action.context}</VisuallyHidden>}
    </Button>
  );
}
