import type { ComponentPropsWithoutRef } from "react";
import type { Image } from "../../generated/site-data.ts";

type SiteImageProps = Omit<ComponentPropsWithoutRef<"img">, "src" | "alt" | "width" | "height"> & { image: Image };

/** An image from site data, with its intrinsic size so the layout does not shift; lazy unless told otherwise. */
export function SiteImage({ image, ...props }: SiteImageProps) {
  return <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" {...props} />;
}
