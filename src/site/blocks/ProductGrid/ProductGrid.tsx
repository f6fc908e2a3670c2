import { AspectRatio, Button, Card, SimpleGrid, Text, Title, VisuallyHidden } from "@mantine/core";
import type { ProductGridBlock } from "../../../core/generated/site-data.ts";
import { SmartLink } from "../../render-context/SmartLink.tsx";
import { useCollectionItems } from "../page-items-context.tsx";
import { SectionContainer } from "../parts/SectionContainer.tsx";
import { SectionHeading } from "../parts/SectionHeading.tsx";
import { gridOfCards } from "../../../core/images/image-places.ts";
import { useBlockWidth } from "../block-width-context.tsx";
import { SiteImage } from "../parts/SiteImage.tsx";
import classes from "./ProductGrid.module.css";

export function ProductGrid({ block }: { block: ProductGridBlock }) {
  const products = useCollectionItems("products", block.products);
  const cell = gridOfCards(useBlockWidth(), block.columns ?? 3);
  return (
    <SectionContainer>
      <SectionHeading heading={block.heading} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: block.columns ?? 3 }} spacing="lg">
        {products.map((product) => (
          <Card key={product.id} withBorder shadow="sm" radius="md" padding="lg">
            <Card.Section>
              <AspectRatio ratio={16 / 9}>
                <SiteImage image={product.image} layout={cell} className={classes.image} />
              </AspectRatio>
            </Card.Section>
            <Title order={3} size="h4" mt="lg">
              {product.name}
            </Title>
            <Text c="dimmed" mt="xs" className={classes.description}>
              {product.description}
            </Text>
            {/* The hidden name makes each button's text unique for screen readers and SEO audits. */}
            <Button component={SmartLink} href={`/products/${product.id}`} variant="light" mt="lg">
              {block.linkLabel} <VisuallyHidden>{product.name}</VisuallyHidden>
            </Button>
          </Card>
        ))}
      </SimpleGrid>
    </SectionContainer>
  );
}
