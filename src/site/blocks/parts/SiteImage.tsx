import { useContext, type CSSProperties } from "react";
import { preload } from "react-dom";
import type { Image } from "../../../core/generated/site-data.ts";
import { sizesAttribute, type LayoutWidth } from "../../../core/images/layout-width.ts";
import { useIsFirstScreen } from "../first-screen-context.tsx";
import { UnbuiltImageSource, useBuiltImage } from "./image-manifest-context.tsx";
import classes from "./SiteImage.module.css";

interface SiteImageProps {
  image: Image;
  /** The box the image fills at each screen width (src/core/images/layout-width.ts), or how it follows from the image's shape. */
  layout: LayoutWidth | ((aspect: number) => LayoutWidth);
  /** The page's main picture (a hero's, an article's): fetched first when it is on the first screen. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * An image of site data, as the build made it: a photo is a <picture> of AVIF, WebP and JPEG copies at several widths
 * with the `sizes` of its place, so a phone fetches a small one; an SVG is itself. Its width and height keep its
 * place while it loads. On the first screen it loads at once (the main picture first, announced in the <head>);
 * further down, only as it nears the screen.
 */
export function SiteImage({ image, layout, priority = false, className, style }: SiteImageProps) {
  const built = useBuiltImage(image.src);
  const unbuiltSource = useContext(UnbuiltImageSource);
  const firstScreen = useIsFirstScreen();
  const main = priority && firstScreen;
  const loading = {
    loading: firstScreen ? ("eager" as const) : ("lazy" as const),
    decoding: firstScreen ? undefined : ("async" as const),
    fetchPriority: main ? ("high" as const) : undefined,
  };
  // The alt text is written on each <img>, where it can be seen to be there.
  const common = { className, ...loading };
  if (!built)
    return (
      <img
        src={unbuiltSource(image.src)}
        width={image.width}
        height={image.height}
        style={style}
        alt={image.alt}
        {...common}
      />
    );
  if (!built.sources)
    return <img src={built.src} width={built.width} height={built.height} style={style} alt={image.alt} {...common} />;

  const sizes = sizesAttribute(typeof layout === "function" ? layout(built.width / built.height) : layout);
  const [best] = built.sources;
  // React announces a main <img> itself, but not one inside a <picture>: the smallest format, for browsers that take it.
  if (main)
    preload(built.src, {
      as: "image",
      type: best.type,
      imageSrcSet: best.srcset,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  return (
    <picture className={classes.picture}>
      {built.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={built.src}
        srcSet={built.srcset}
        sizes={sizes}
        width={built.width}
        height={built.height}
        style={{ backgroundColor: built.color, ...style }}
        alt={image.alt}
        {...common}
      />
    </picture>
  );
}
