import { Box, Container, type ContainerProps } from "@mantine/core";
import { useIsNestedBlock } from "../nesting-context.tsx";

/**
 * The content width and vertical rhythm shared by all blocks. Inside a layout's column a block takes the column's
 * width and a smaller gap instead.
 */
export function SectionContainer({ size, py, ...props }: ContainerProps) {
  const nested = useIsNestedBlock();
  if (nested) return <Box pb={40} {...props} />;
  return <Container size={size ?? "lg"} py={py ?? { base: 56, md: 80 }} {...props} />;
}
