import { AspectRatio, Button, Grid, Group, List, SimpleGrid, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import type { CSSProperties } from "react";
import { SmartLink } from "../../render-context/SmartLink.tsx";
import type { Product, ProductShowcaseBlock } from "../../../core/generated/site-data.ts";
import { icons } from "../icons.ts";
import { useItemHref, useSourceItems } from "../page-items-context.tsx";
import { ActionButton } from "../parts/ActionButton.tsx";
import iconClasses from "../parts/IconCard.module.css";
import { SectionContainer } from "../parts/SectionContainer.tsx";
import { SectionHeading } from "../parts/SectionHeading.tsx";
import { productRowPicture } from "../../../core/images/image-places.ts";
import { useBlockWidth } from "../block-width-context.tsx";
import { SiteImage } from "../parts/SiteImage.tsx";
import classes from "./ProductShowcase.module.css";

const withProduct = (href: string, id: string) =>
  `${href}${href.includes("?") ? "&" : "?"}product=${encodeURIComponent(id)}`;
const benefitColours = {
  "--icon-bg": "var(--mantine-color-brand-light)",
  "--icon-fg": "var(--mantine-color-brand-light-color)",
} as CSSProperties;

export function ProductShowcase({ block }: { block: ProductShowcaseBlock }) {
  const products = useSourceItems({ ...block.source, collection: "products" });
  return (
    <SectionContainer>
      {block.heading && <SectionHeading heading={block.heading} />}
      <div>
        {products.map((product) => (
          <ProductRow key={product.id} block={block} product={product} />
        ))}
      </div>
    </SectionContainer>
  );
}

function ProductRow({ block, product }: { block: ProductShowcaseBlock; product: Product }) {
  const href = useItemHref("products", product);
  const picture = productRowPicture(useBlockWidth());
  return (
    <article className={classes.row} aria-labelledby={`product-${product.id}`}>
      <Grid gap={{ base: "xl", md: 48 }} align="center">
        <Grid.Col span={{ base: 12, md: 6 }} className={classes.media}>
          <AspectRatio ratio={16 / 9}>
            <SiteImage image={product.image} layout={picture} className={classes.image} />
          </AspectRatio>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Text c="brand.8" fw={700} tt="uppercase" size="sm">
            {product.tagline}
          </Text>
          <Title order={3} size="h2" mt={4} id={`product-${product.id}`}>
            {product.name}
          </Title>
          <Text c="dimmed" size="lg" mt="sm">
            {product.description}
          </Text>
          <Title order={4} size="h5" mt="lg">
            {block.featuresLabel}
          </Title>
          <List spacing={6} mt="xs" icon={<IconCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />}>
            {product.features.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
          <Group mt="xl">
            {href && (
              <Button component={SmartLink} href={href}>
                {block.learnMoreLabel}
                <VisuallyHidden>: {product.name}</VisuallyHidden>
              </Button>
            )}
            <ActionButton
              action={{
                ...block.demoAction,
                href: withProduct(block.demoAction.href, product.id),
                context: block.demoAction.context ?? product.name,
              }}
              variant="light"
            />
          </Group>
        </Grid.Col>
      </Grid>
      <Title order={4} size="h5" mt={40} mb="md">
        {block.benefitsLabel}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {product.benefits.slice(0, 3).map((benefit) => {
          const Icon = benefit.icon ? icons[benefit.icon] : null;
          return (
            <div key={benefit.title}>
              {Icon && (
                <span className={iconClasses.icon} style={benefitColours}>
                  <Icon size={26} aria-hidden />
                </span>
              )}
              <Text fw={700} mt="sm">
                {benefit.title}
              </Text>
              <Text c="dimmed" mt={4}>
                {benefit.description}
              </Text>
            </div>
          );
        })}
      </SimpleGrid>
    </article>
  );
}
