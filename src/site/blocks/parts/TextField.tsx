import type { ComponentPropsWithRef, ReactNode } from "react";
import classes from "./TextField.module.css";

type TextFieldProps = ComponentPropsWithRef<"input"> & { icon?: ReactNode };

/** A text input with an optional icon inside it on the left; label it with aria-label or a <label htmlFor>. */
export function TextField({ icon, className, ...props }: TextFieldProps) {
  return (
    <span className={classes.wrapper}>
      {icon && <span className={classes.icon}>{icon}</span>}
      <input {...props} className={[classes.field, icon ? classes.withIcon : "", className ?? ""].join(" ").trim()} />
    </span>
  );
}
